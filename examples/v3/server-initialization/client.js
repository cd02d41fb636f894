const { io } = require("socket.io-client");

const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  // must match the server's "path" option (default: "/socket.io")
  path: process.env.SOCKET_PATH || "/socket.io",
});

socket.on("hello", (from) => {
  console.log(`hello from the ${from} server`);
  socket.disconnect();
});

socket.on("connect_error", (err) => {
  console.log(`connect_error: ${err.message}`);
});
