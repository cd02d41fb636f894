import { Server } from "socket.io";

const io = new Server(Number(process.env.PORT) || 3000);

io.on("connection", (socket) => {
  console.log(`connected: ${socket.id}, auth ${JSON.stringify(socket.handshake.auth)}`);
  socket.emit("welcome", "hi");

  socket.on("hello", (name, callback) => callback(`hello, ${name}`));
  socket.on("upload", (file, callback) => callback(file.length));

  socket.on("disconnect", (reason) => console.log(`disconnected: ${reason}`));
});

// every connection to the /admin namespace is refused
io.of("/admin").use((socket, next) => {
  const err: Error & { data?: unknown } = new Error("not authorized");
  err.data = { reason: "admins only" };
  next(err);
});
