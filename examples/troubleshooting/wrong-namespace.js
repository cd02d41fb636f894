import { io } from "socket.io-client";

const SERVER_URL = process.env.SERVER_URL || "http://localhost:3000";

// #region wrong-namespace
// the server has "/" and "/admin", but no "/chat"
const socket = io(`${SERVER_URL}/chat`);

socket.on("connect_error", (err) => {
  console.log(`connect_error: ${err.message}`); // "Invalid namespace"
  console.log(`will the client retry? ${socket.active}`); // false
});
// #endregion wrong-namespace
