const { io } = require("socket.io-client");

const socket = io(process.env.SERVER_URL || "http://localhost:3000");

socket.on("connect", () => {
  console.log(`connected as ${socket.id}`);
  socket.disconnect();
});
