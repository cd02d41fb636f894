const { io } = require("socket.io-client");

const socket = io(process.env.SERVER_URL || "http://localhost:3000");

// #region id
console.log(`id before connecting: ${socket.id}`); // undefined

socket.on("connect", () => {
  // a new id for every connection (and reconnection)
  console.log(`connect: id=${socket.id} connected=${socket.connected}`);
});
// #endregion id

// #region connect-error
socket.on("connect_error", (err) => {
  console.log(`connect_error: ${err.message} data=${JSON.stringify(err.data)}`);
  if (err.data && err.data.retryable) {
    // refused by a middleware: in 3.x, the client does not retry by itself
    setTimeout(() => socket.connect(), 500);
  }
});
// #endregion connect-error

// #region disconnect
socket.on("disconnect", (reason) => {
  console.log(`disconnect: reason="${reason}" active=${socket.active}`);
  if (reason === "io server disconnect") {
    // the server ended the session: nothing reconnects unless you call socket.connect()
    console.log("the server closed the session");
  }
});
// #endregion disconnect

// #region manager
// the events of the underlying connection are emitted by the Manager since 3.0
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
// #endregion any

// the scenario: drop the connection once, then log out after the reconnection
socket.once("hello", () => socket.emit("simulate network failure"));
socket.io.on("reconnect", () => socket.emit("logout"));
