const fs = require("fs");
const path = require("path");
const http = require("http");

const httpServer = http.createServer((req, res) => {
  if (req.url === "/") {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    fs.createReadStream(path.join(__dirname, "index.html")).pipe(res);
  } else {
    res.writeHead(404);
    res.end();
  }
});

// serveClient is true by default: the server answers /socket.io/socket.io.js
const io = require("socket.io")(httpServer);

io.on("connection", (socket) => {
  console.log("connected:", socket.id);
  socket.emit("welcome", "Hello from the 2.x server");
});

httpServer.listen(Number(process.env.PORT) || 3000);
