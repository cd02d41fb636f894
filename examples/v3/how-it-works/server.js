const { Server } = require("socket.io");

const io = new Server(Number(process.env.PORT) || 3000);

// the low-level Engine.IO connections
io.engine.on("connection", (rawSocket) => {
  console.log(`Engine.IO session ${rawSocket.id} open over ${rawSocket.transport.name}`);

  rawSocket.once("upgrade", () => {
    console.log(`Engine.IO session ${rawSocket.id} upgraded to ${rawSocket.transport.name}`);
  });
});

// the Socket.IO connections, on top of them
io.on("connection", (socket) => {
  console.log(`Socket.IO socket ${socket.id} connected`);

  socket.emit("welcome", "hi");

  socket.on("hello", (name, callback) => {
    callback(`hello, ${name}`);
  });
});
