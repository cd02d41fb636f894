const { io } = require("socket.io-client");

const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  // read on the server in socket.handshake.query and socket.handshake.auth
  query: { room: "news" },
  auth: { name: process.env.USER_NAME || "alice" },
});

socket.on("connect", () => {
  console.log(`connected as ${socket.id}`);
  socket.emit("hello", (answer) => {
    console.log(answer);
    socket.emit("admin:reset");
  });
});

socket.on("rejected", (message) => {
  console.log(`rejected: ${message}`);
  socket.emit("leave");
});

socket.on("reset done", () => {
  console.log("reset done");
  socket.emit("leave");
});

socket.on("disconnect", (reason) => {
  console.log(`disconnected: ${reason}`);
});
