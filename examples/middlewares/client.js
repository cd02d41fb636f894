import { io } from "socket.io-client";

const url = process.env.SERVER_URL || "http://localhost:3000";
const namespace = process.env.NAMESPACE || "/";

const socket = io(url + namespace, {
  auth: { token: process.env.TOKEN },
});

socket.on("welcome", (text) => {
  console.log(text);
  socket.disconnect();
});

// #region connect-error
socket.on("connect_error", (err) => {
  // err.message and err.data come from the Error passed to next() on the server
  console.log(`connect_error: ${err.message} ${JSON.stringify(err.data)}`);

  // socket.active is false: the server refused the connection, so the client
  // will not retry by itself; fix the credentials, then call socket.connect()
  console.log(`will retry: ${socket.active}`);
});
// #endregion connect-error
