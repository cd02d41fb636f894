const { io } = require("socket.io-client");

const socket = io(process.env.SERVER_URL || "http://localhost:3000");

socket.on("news", (text) => {
  console.log(`news: ${text}`);
});

socket.emit("news", "rooms work");

socket.emit("list rooms", (sizes) => {
  console.log("rooms of the server:", sizes); // { news: 1, sports: 1 }
  socket.disconnect();
});
