import { createServer } from "node:http";
import { Server } from "socket.io";

const httpServer = createServer();
const io = new Server(httpServer);

io.on("connection", (socket) => {
  socket.emit("hello", `served by process ${process.pid}`);
});

// #region listen
const firstPort = Number(process.env.PORT) || 3000;
const maxAttempts = Number(process.env.MAX_ATTEMPTS) || 10;
let port = firstPort;

httpServer.on("error", (err) => {
  if (err.code === "EADDRINUSE" && port < firstPort + maxAttempts - 1) {
    console.warn(`port ${port} is already in use, trying ${port + 1}`);
    port++;
    httpServer.listen(port);
    return;
  }
  // any other error (EACCES, or every port is taken): stop with a clear message
  console.error(`cannot listen on port ${port}: ${err.message}`);
  process.exit(1);
});

httpServer.on("listening", () => {
  console.log(`listening on port ${httpServer.address().port}`);
});

httpServer.listen(port);
// #endregion listen

// #region shutdown
function shutdown(signal) {
  console.log(`${signal} received, closing the server`);
  // disconnects every client, then closes the HTTP server: the port is free again
  io.close(() => {
    console.log("server closed");
    process.exit(0);
  });
  // do not wait forever for a stuck connection
  setTimeout(() => process.exit(1), 5000).unref();
}

process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
// #endregion shutdown
