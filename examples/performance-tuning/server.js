// A Socket.IO server with the server-side settings of the "Performance tuning" page.
import { createServer } from "node:http";
import { Server } from "socket.io";

const port = Number(process.env.PORT) || 3000;
const httpServer = createServer();

// #region options
const io = new Server(httpServer, {
  perMessageDeflate: false, // the default: no WebSocket compression, unless you measured that it helps
  maxHttpBufferSize: 1e5, // 100 KB instead of 1 MB: the largest message a client may send
});
// #endregion options

// #region discard-request
io.engine.on("connection", (rawSocket) => {
  // keep only what the application uses from the first HTTP request...
  rawSocket.userAgent = rawSocket.request.headers["user-agent"];
  // ...and let the garbage collector free the request and its headers
  rawSocket.request = null;
});
// #endregion discard-request

io.on("connection", (socket) => {
  socket.emit("welcome", {
    transport: socket.conn.transport.name, // "websocket" when the client skipped HTTP long-polling
    userAgent: socket.conn.userAgent,
  });

  socket.on("ping", (callback) => callback());
});

httpServer.listen(port, () => {
  console.log(`server listening on port ${port}`);
});
