import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { Server } from "socket.io";

const httpServer = createServer(async (req, res) => {
  if (req.url === "/") {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(await readFile(new URL("./index.html", import.meta.url)));
  } else {
    res.writeHead(404).end();
  }
});

// #region options
const io = new Server(httpServer, {
  // the default is ["polling", "websocket"]: WebTransport must be listed
  transports: ["polling", "websocket", "webtransport"],
});
// #endregion options

io.on("connection", (socket) => {
  console.log(`connected with ${socket.conn.transport.name}`);
  socket.conn.on("upgrade", (transport) => {
    console.log(`upgraded to ${transport.name}`);
  });
  socket.emit("transport", socket.conn.transport.name);
});

const port = Number(process.env.PORT) || 3000;
httpServer.listen(port, () => {
  console.log(`server listening on port ${port}`);
});
