// npm install socket.io-client@3
const { io } = require("socket.io-client");

const socket = io(process.env.SERVER_URL || "http://localhost:3000");

socket.on("welcome", (text) => {
  console.log(text);
  socket.disconnect();
});
