import { Server } from "socket.io";

const io = new Server(Number(process.env.PORT) || 3000);

io.on("connection", (socket) => {
  console.log(`connected: ${socket.id}`);
});
