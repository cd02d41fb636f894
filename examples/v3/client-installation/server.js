const { createServer } = require("http");
const { readFile } = require("fs");
const path = require("path");
const { Server } = require("socket.io");

// serves index.html; Socket.IO answers every request under /socket.io/ itself
const httpServer = createServer((req, res) => {
  if (req.url === "/") {
    readFile(path.join(__dirname, "index.html"), (err, html) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(html);
    });
  } else {
    res.writeHead(404);
    res.end();
  }
});

// serveClient is true by default: /socket.io/socket.io.js and its variants are served
const io = new Server(httpServer);

io.on("connection", (socket) => {
  socket.emit("welcome", `Hello, ${socket.id}!`);
});

httpServer.listen(Number(process.env.PORT) || 3000);
