const { io } = require("socket.io-client");

// run with: DEBUG=socket.io-client:* node client.js
const socket = io(process.env.SERVER_URL || "http://localhost:3000");

socket.on("connect", () => {
  socket.emit("hello", "world", (answer) => {
    console.log("acknowledged:", answer);
    socket.disconnect();
  });
});
