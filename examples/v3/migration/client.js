// Socket.IO 3.x client (after the migration)
const { io } = require("socket.io-client");

const url = process.env.SERVER_URL || "http://localhost:3000";

// #region client
const socket = io(`${url}/admin`, {
  auth: { token: process.env.TOKEN || "" },
  reconnection: false,
});

socket.on("connect", () => {
  console.log(`connected as ${socket.id}`);
});

// 3.x: a middleware error is a "connect_error" event, with an Error object
socket.on("connect_error", (err) => {
  console.log("connect_error event:", err.message, JSON.stringify(err.data));
});

// 3.x: the events of the Manager are listened to on socket.io
socket.io.on("reconnect_attempt", () => {
  console.log("reconnecting");
});
// #endregion client
