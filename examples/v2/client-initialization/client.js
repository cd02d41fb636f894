const io = require("socket.io-client");

// #region options
const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  query: { token: "abc" }, // read by the server in socket.handshake.query
  reconnectionDelay: 500, // first retry after about 0.5 s (default 1000)
  reconnectionDelayMax: 2000, // never wait more than about 2 s (default 5000)
  timeout: 5000, // give up a connection attempt after 5 s (default 20000)
});
// #endregion options

// #region events
socket.on("connect", () => {
  console.log("connect, transport:", socket.io.engine.transport.name);
});

socket.on("welcome", (text) => {
  console.log(text);
});

socket.on("disconnect", (reason) => {
  console.log("disconnect:", reason);
});

// in 2.x, the reconnection events are emitted by the socket itself
socket.on("reconnect_attempt", (attempt) => {
  console.log("reconnect_attempt", attempt);
});

socket.on("reconnect_error", (error) => {
  console.log("reconnect_error:", error.message);
});

socket.on("reconnect", (attempt) => {
  console.log("reconnect after", attempt, "attempt(s)");
});
// #endregion events
