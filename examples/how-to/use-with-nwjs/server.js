import { createServer } from "node:http";
import { Server } from "socket.io";

const httpServer = createServer();
const io = new Server(httpServer);

io.on("connection", (socket) => {
  // an NW.js window sends an Origin that is not a web site (chrome-extension://..., or "null" for file://)
  console.log(`connected: ${socket.id} (origin: ${socket.handshake.headers.origin})`);

  socket.on("note", (text, callback) => {
    if (typeof text !== "string" || typeof callback !== "function") {
      return;
    }
    socket.broadcast.emit("note", text);
    callback({ ok: true });
  });
});

httpServer.listen(Number(process.env.PORT) || 3000);
