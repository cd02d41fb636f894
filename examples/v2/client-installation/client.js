// In Node.js, require("socket.io-client") returns the io() function
const io = require("socket.io-client");

const socket = io(process.env.SERVER_URL || "http://localhost:3000");

socket.on("welcome", (text) => {
  console.log(text);
  socket.close();
});
