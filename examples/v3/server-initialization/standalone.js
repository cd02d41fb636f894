const { Server } = require("socket.io");

// creates a Node.js HTTP server and listens on the port right away
const io = new Server(Number(process.env.PORT) || 3000, {
  // options
});

io.on("connection", (socket) => {
  console.log(`client connected: ${socket.id}`);
  socket.emit("hello", "standalone");
});
