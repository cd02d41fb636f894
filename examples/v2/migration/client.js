// Socket.IO 2.x client (before the migration)
const io = require("socket.io-client");

const url = process.env.SERVER_URL || "http://localhost:3000";

// #region client
const socket = io(`${url}/admin`, {
  query: { token: process.env.TOKEN || "" },
  reconnection: false,
});

socket.on("connect", () => {
  console.log(`connected as ${socket.id}`);
});

// 2.x: a middleware error arrives as an "error" event, with the message only
socket.on("error", (err) => {
  console.log("error event:", err);
});

// 2.x: the Socket relays the events of the Manager
socket.on("reconnect_attempt", () => {
  console.log("reconnecting");
});
// #endregion client
