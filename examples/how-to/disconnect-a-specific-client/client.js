import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  auth: { token: process.env.TOKEN || "alice-token" },
});

socket.on("connect", () => console.log(`connected as ${socket.id}`));

// "io server disconnect": the server closed this socket on purpose, and the client does not
// reconnect by itself (for most other reasons, it does)
socket.on("disconnect", (reason) => {
  console.log(`disconnected: ${reason}`);
});
