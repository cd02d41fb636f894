const io = require("socket.io-client");

// #region websocket-only
// WebSocket only: one TCP connection for the whole session, so no sticky
// session is needed; but no fallback to HTTP long-polling either
const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  transports: ["websocket"],
});
// #endregion websocket-only

socket.on("hello", (text) => {
  console.log(text);
  socket.close();
});
