import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "http://localhost:3000");

socket.on("connect", () => {
  console.log(`connected as ${socket.id}`);
  socket.emit("chat message", `hello from ${socket.id}`);
});

socket.on("chat message", (text) => {
  console.log(`received: ${text}`);
});
