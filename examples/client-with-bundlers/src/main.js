import { io } from "socket.io-client";

const status = document.getElementById("status");

// no URL: the page and the Socket.IO server share the same origin
const socket = io();

socket.on("connect", async () => {
  const reply = await socket.emitWithAck("latency", Date.now());
  status.textContent = `connected as ${socket.id}, round trip: ${Date.now() - reply} ms`;
});

socket.on("disconnect", (reason) => {
  status.textContent = `disconnected (${reason})`;
});
