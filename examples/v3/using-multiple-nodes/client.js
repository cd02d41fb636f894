const { io } = require("socket.io-client");

const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  // WEBSOCKET_ONLY=1 disables HTTP long-polling
  transports: process.env.WEBSOCKET_ONLY ? ["websocket"] : ["polling", "websocket"],
});

socket.on("connect", () => {
  console.log(`connected with ${socket.io.engine.transport.name}`);
});

socket.on("welcome", (text) => {
  console.log(`welcome from ${text}`);
});

socket.on("connect_error", (err) => {
  console.log(`connect_error: ${err.message}`);
});

socket.on("disconnect", (reason) => {
  console.log(`disconnect: ${reason}`);
});

socket.on("chat message", (text) => {
  console.log(`new message: ${text}`);
});
