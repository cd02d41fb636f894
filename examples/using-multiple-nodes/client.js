import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "http://localhost:3000");

socket.on("welcome", (text) => {
  console.log(`connected to ${text}`);
});

socket.on("chat message", (text) => {
  console.log("new message:", text);
});
