const { createServer } = require("http");
const { Server } = require("socket.io");

// no server yet: only the options
const io = new Server({
  path: "/realtime",
});

io.on("connection", (socket) => {
  console.log(`client connected: ${socket.id}`);
  socket.emit("hello", "attached later");
});

const httpServer = createServer((req, res) => {
  res.writeHead(404);
  res.end();
});
// io.listen() is an alias of io.attach()
io.attach(httpServer);

httpServer.listen(Number(process.env.PORT) || 3000);
