import express from "express";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { Server } from "socket.io";

const app = express();
const httpServer = createServer(app);
const io = new Server(httpServer);

app.get("/", (req, res) => {
  res.sendFile(fileURLToPath(new URL("./index.html", import.meta.url)));
});

// #region events
io.on("connection", (socket) => {
  // tell everybody how many people are here
  io.emit("user count", io.of("/").sockets.size);

  socket.on("chat message", (text) => {
    // ignore anything that is not a short, non-empty string
    if (typeof text !== "string" || text.trim() === "" || text.length > 500) {
      return;
    }
    io.emit("chat message", { from: socket.id.slice(0, 4), text });
  });

  socket.on("disconnect", () => {
    io.emit("user count", io.of("/").sockets.size);
  });
});
// #endregion events

const port = Number(process.env.PORT) || 3000;
httpServer.listen(port, () => {
  console.log(`chat listening on http://localhost:${port}`);
});
