const { io } = require("socket.io-client");

const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  auth: { token: process.env.TOKEN || "secret" },
  reconnectionAttempts: 2, // give up after two attempts (Infinity by default)
});

socket.on("connect", () => {
  console.log(`connected with transport ${socket.io.engine.transport.name}`);
  socket.disconnect();
});

// #region connect-error
socket.on("connect_error", (err) => {
  console.log(`connect_error: ${err.message}`);
  if (err.data) {
    console.log("  data:", err.data); // set by a middleware of the server
  }
  if (err.type === "TransportError") {
    console.log("  description:", err.description); // HTTP status (0: no response) or network error
  }
});

socket.io.on("reconnect_attempt", (attempt) => console.log(`reconnection attempt ${attempt}`));
socket.io.on("reconnect_failed", () => console.log("giving up"));
// #endregion connect-error
