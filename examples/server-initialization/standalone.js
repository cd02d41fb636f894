import { Server } from "socket.io";

// creates an HTTP server behind the scenes and starts listening right away
const io = new Server(Number(process.env.PORT) || 3000, {
  // options go here (see below)
});

io.on("connection", (socket) => {
  console.log(`client connected: ${socket.id}`);
  socket.emit("hello", "standalone");
});
