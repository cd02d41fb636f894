import { io } from "socket.io-client";

// #region reader
const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  // the id of the last message this client has seen (0: none yet)
  auth: { offset: 0 },
});

socket.on("message", (id, text) => {
  console.log(`message ${id}: ${text}`);
  // sent again on reconnection, so the server only sends what is missing
  socket.auth.offset = id;
});
// #endregion reader
