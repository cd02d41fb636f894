const { io } = require("socket.io-client");

const socket = io(process.env.SERVER_URL || "http://localhost:3000");

// the low-level Engine.IO connection
socket.io.on("open", () => {
  const engine = socket.io.engine;
  console.log(`Engine.IO session open over ${engine.transport.name}`);

  engine.once("upgrade", () => {
    console.log(`upgraded to ${engine.transport.name}`);
  });

  // in engine.io-client 4.x, this event is named "pong": it fires when the client answers the server's ping
  engine.on("pong", () => {
    console.log("ping from the server, pong sent back");
  });
});

// the Socket.IO connection, on top of it
socket.on("connect", () => {
  console.log(`Socket.IO socket ${socket.id} connected`);
});

socket.on("welcome", (text) => {
  console.log("welcome:", text);
  socket.emit("hello", "world", (answer) => {
    console.log("acknowledged:", answer);
  });
});
