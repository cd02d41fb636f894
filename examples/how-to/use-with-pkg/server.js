import { createServer } from "node:http";
import sea from "node:sea";
import { Server } from "socket.io";

// #region sea
// inside a Node.js single executable, socket.io cannot read its client-dist/ folder:
// the bundle is an asset of the blob, served by our own handler; not under /socket.io/,
// since the Engine.IO server answers every request to that path
const inSea = sea.isSea();
const clientScript = inSea ? "/socket.io-client.js" : "/socket.io/socket.io.js";
// #endregion sea

// #region page
// the page is inlined, so the only file read from disk at run time is the client bundle
const page = `<!doctype html>
<html>
  <body>
    <p id="status">connecting...</p>
    <script src="${clientScript}"></script>
    <script>
      const socket = io();
      socket.on("hello", (text) => {
        document.getElementById("status").textContent = text;
      });
    </script>
  </body>
</html>`;
// #endregion page

// #region server
const httpServer = createServer((req, res) => {
  if (inSea && req.url === clientScript) {
    res.writeHead(200, { "Content-Type": "application/javascript; charset=utf-8" });
    res.end(sea.getAsset("socket.io.js", "utf8"));
    return;
  }
  if (req.url === "/") {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(page);
    return;
  }
  res.writeHead(404).end();
});

const io = new Server(httpServer, {
  // socket.io serves /socket.io/socket.io.js itself, except in a single executable
  serveClient: !inSea,
});

io.on("connection", (socket) => {
  console.log(`connected: ${socket.id}`);
  socket.emit("hello", `Hello from ${inSea ? "a single executable" : "Node.js"}!`);
});

const port = Number(process.env.PORT) || 3000;
httpServer.listen(port, () => {
  console.log(`listening on port ${port}`);
});
// #endregion server
