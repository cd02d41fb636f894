import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import express from "express";
import { Server } from "socket.io";

const app = express();
// #region static
// the production build of the React app (`npm run build` writes it to dist/)
app.use(express.static(process.env.DIST_DIR || fileURLToPath(new URL("dist", import.meta.url))));
// #endregion static

const httpServer = createServer(app);
const io = new Server(httpServer);

// #region connection
let lastId = 0;

io.on("connection", (socket) => {
  console.log(`connected: ${socket.id}`);

  socket.on("message", (text, callback) => {
    if (typeof text !== "string" || text.length === 0 || typeof callback !== "function") {
      return;
    }
    io.emit("message", { id: ++lastId, from: socket.id, text });
    callback({ ok: true });
  });

  socket.on("disconnect", (reason) => {
    console.log(`disconnected: ${socket.id} (${reason})`);
  });
});
// #endregion connection

httpServer.listen(Number(process.env.PORT) || 3000);
