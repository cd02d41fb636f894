// 0.9: var socket = io.connect("http://localhost:3000"); -- io.connect still exists in 2.x
const io = require("socket.io-client");

const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  query: { name: process.env.NAME || "alice" },
});

socket.on("members", (names) => {
  console.log("members:", names.join(", "));
});

socket.on("message", (text) => {
  console.log(text);
});

socket.on("error", (error) => {
  console.log("error:", error);
});

if (process.env.SAY) {
  socket.on("connect", () => {
    // socket.send(text) emits a "message" event, as in 0.9
    socket.send(process.env.SAY);
  });
}
