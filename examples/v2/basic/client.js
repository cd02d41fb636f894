const io = require("socket.io-client");

const socket = io(process.env.SERVER_URL || "http://localhost:3000");

socket.on("connect", () => {
  console.log("connected with transport", socket.io.engine.transport.name);
});

socket.on("welcome", (text) => {
  console.log(text);
});

socket.on("chat message", (text) => {
  console.log("new message:", text);
});

socket.emit("chat message", "Hi, everyone!", (status) => {
  console.log("server says:", status);
});
