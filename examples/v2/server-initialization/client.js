const io = require("socket.io-client");

const socket = io(process.env.SERVER_URL || "http://localhost:3000");

socket.on("hello", (settings) => {
  console.log("server settings:", JSON.stringify(settings));
  // the client received the same values in the Engine.IO handshake
  console.log("handshake:", socket.io.engine.pingInterval, socket.io.engine.pingTimeout);
  socket.close();
});
