const { createServer } = require("http");
const { Server } = require("socket.io");

const httpServer = createServer((req, res) => {
  // every request outside /socket.io/ lands here
  res.writeHead(200, { "Content-Type": "text/plain" });
  res.end("plain HTTP response\n");
});

const io = new Server(httpServer, {
  // options
});

io.on("connection", (socket) => {
  console.log(`client connected: ${socket.id}`);
  socket.emit("hello", "http");
});

// listen on the HTTP server, not with io.listen()
httpServer.listen(Number(process.env.PORT) || 3000);
