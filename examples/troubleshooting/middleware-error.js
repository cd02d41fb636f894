import { io } from "socket.io-client";

const SERVER_URL = process.env.SERVER_URL || "http://localhost:3000";

// #region middleware-error
const socket = io(`${SERVER_URL}/admin`, {
  auth: { token: process.env.TOKEN }, // run once without TOKEN, then with TOKEN=letmein
});

socket.on("connect_error", (err) => {
  console.log(`connect_error: ${err.message}`); // "not authorized"
  console.log(`details: ${JSON.stringify(err.data)}`); // { reason: "missing or invalid token" }
  console.log(`will the client retry? ${socket.active}`); // false: the server refused
});

socket.on("hello", (text) => {
  console.log(text);
  socket.disconnect();
});
// #endregion middleware-error
