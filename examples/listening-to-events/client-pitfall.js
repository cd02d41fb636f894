import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "http://localhost:3000");

// #region pitfall
let connections = 0;

socket.on("connect", () => {
  const n = ++connections;
  // WRONG: "connect" fires again after every reconnection, so each
  // reconnection adds one more "news" listener
  socket.on("news", (text) => {
    console.log(`listener #${n} got: ${text}`);
  });
  socket.emit("get news");
});
// #endregion pitfall

// simulates a network failure once, so that the client reconnects
socket.once("news", () => {
  setTimeout(() => socket.io.engine.close(), 200);
});
socket.on("disconnect", (reason) => console.log("disconnected:", reason));
