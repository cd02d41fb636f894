import { io } from "socket.io-client";

const SERVER_URL = process.env.SERVER_URL || "http://localhost:3000";

// #region diagnose
const socket = io(SERVER_URL, {
  path: process.env.SOCKET_PATH || "/socket.io/", // must match the server's `path`
  reconnectionAttempts: 2, // give up quickly while you investigate
});

socket.on("connect", () => {
  const engine = socket.io.engine;
  console.log(`connected, transport: ${engine.transport.name}`);
  engine.once("upgrade", () => {
    console.log(`upgraded to ${engine.transport.name}`);
  });
});

socket.on("connect_error", (err) => {
  // low-level error: err.message, err.description (HTTP status or underlying error), err.context
  // error sent by the server (middleware, namespace): err.message and err.data
  console.log(`connect_error: ${err.message}`, err.description ?? "", err.data ?? "");
  if (!socket.active) {
    console.log("the server refused the connection: the client will not retry");
  }
});

socket.io.on("reconnect_failed", () => {
  console.log("gave up reconnecting");
});

socket.on("disconnect", (reason, details) => {
  console.log(`disconnect: ${reason}`, details?.description ?? "");
});
// #endregion diagnose
