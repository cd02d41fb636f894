import { Server } from "socket.io";

const io = new Server(Number(process.env.PORT) || 3000);

io.on("connection", (socket) => {
  // to this client only
  socket.emit("welcome", `Hello, ${socket.id}!`);

  socket.on("chat message", (text) => {
    // to every connected client, the sender included
    io.emit("chat message", text);
  });
});
