import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  auth: { name: process.env.USER_NAME || "alice" },
});

socket.on("connect", async () => {
  const names = await socket.emitWithAck("who is online");
  console.log(`online: ${names.join(", ")}`);
});

socket.on("announcement", (text) => {
  console.log(`announcement: ${text}`);
});

socket.on("disconnect", (reason) => {
  console.log(`disconnected: ${reason}`);
});
