import { Server } from "socket.io";

const io = new Server(Number(process.env.PORT) || 3000);

io.on("connection", (socket) => {
  socket.emit("hello", "typed server");
});
