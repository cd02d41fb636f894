import { io } from "socket.io-client";

// #region client
const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  // WebSocket from the start: one TCP connection, which stays on the server that accepted it
  transports: ["websocket"],
});
// #endregion client

socket.on("welcome", (text) => {
  console.log(`connected to ${text}`);
});

socket.on("connect_error", (err) => {
  console.log(`connect_error: ${err.message}`);
});
