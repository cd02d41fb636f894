import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "http://localhost:3000");

// #region fixed
// RIGHT: one listener, registered once, whatever the number of reconnections
socket.on("news", (text) => {
  console.log(`the listener got: ${text}`);
});

// only actions that must happen on each connection go in "connect"
socket.on("connect", () => {
  socket.emit("get news");
});
// #endregion fixed

// simulates a network failure once, so that the client reconnects
socket.once("news", () => {
  setTimeout(() => socket.io.engine.close(), 200);
});
socket.on("disconnect", (reason) => console.log("disconnected:", reason));
