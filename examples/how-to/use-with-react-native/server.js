import { createServer } from "node:http";
import { Server } from "socket.io";

const httpServer = createServer();
const io = new Server(httpServer);

// #region connection
let lastId = 0;

io.on("connection", (socket) => {
  // with transports: ["websocket"] on the client, this is "websocket" from the first packet
  console.log(`connected: ${socket.id} (${socket.conn.transport.name})`);

  socket.emit("message", { id: ++lastId, text: "welcome" });

  socket.on("message", (text, callback) => {
    if (typeof text !== "string" || text.length === 0 || typeof callback !== "function") {
      return;
    }
    io.emit("message", { id: ++lastId, text });
    callback({ ok: true });
  });

  socket.on("disconnect", (reason) => {
    console.log(`disconnected: ${socket.id} (${reason})`);
  });
});
// #endregion connection

// no host argument: Node.js listens on every network interface,
// so that an emulator or a phone on the same network can reach this server
httpServer.listen(Number(process.env.PORT) || 3000);
