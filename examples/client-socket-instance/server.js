import { Server } from "socket.io";

const io = new Server(Number(process.env.PORT) || 3000);

io.on("connection", (socket) => {
  console.log(`server: ${socket.id} connected`);
  socket.emit("hello", "welcome!");

  socket.on("logout", () => {
    // ends the session from the server side: the client will not reconnect by itself
    socket.disconnect();
  });
});
