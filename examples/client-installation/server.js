import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { Server } from "socket.io";

// serves index.html; Socket.IO itself answers every request under /socket.io/
const httpServer = createServer(async (req, res) => {
  if (req.url === "/") {
    const html = await readFile(new URL("./index.html", import.meta.url));
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(html);
  } else {
    res.writeHead(404).end();
  }
});

// serveClient is true by default: /socket.io/socket.io.js and friends are served
const io = new Server(httpServer);

io.on("connection", (socket) => {
  socket.emit("welcome", `Hello, ${socket.id}!`);
});

httpServer.listen(Number(process.env.PORT) || 3000);
