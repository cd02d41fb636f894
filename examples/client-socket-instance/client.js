import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "http://localhost:3000");

// #region id
console.log(`id before connecting: ${socket.id}`); // undefined

socket.on("connect", () => {
  // a new id for every connection (and reconnection)
  console.log(`connect: id=${socket.id} connected=${socket.connected} recovered=${socket.recovered}`);
});
// #endregion id

// #region lifecycle
socket.on("disconnect", (reason) => {
  // socket.active is true when the client will try to reconnect by itself
  console.log(`disconnect: reason="${reason}" active=${socket.active}`);
});

socket.on("connect_error", (err) => {
  console.log(`connect_error: ${err.message} active=${socket.active}`);
});
// #endregion lifecycle

// #region manager
// the events of the underlying connection are emitted by the Manager
socket.io.on("reconnect_attempt", (attempt) => {
  console.log(`reconnect_attempt #${attempt}`);
});

socket.io.on("reconnect", (attempt) => {
  console.log(`reconnect after ${attempt} attempt(s)`);
});
// #endregion manager

// #region any
socket.onAny((event, ...args) => {
  console.log(`incoming "${event}"`, args);
});

socket.onAnyOutgoing((event, ...args) => {
  console.log(`outgoing "${event}"`, args);
});
// #endregion any

// after one reconnection, log out: the server closes this socket for good
socket.io.on("reconnect", () => {
  socket.emit("logout");
});
