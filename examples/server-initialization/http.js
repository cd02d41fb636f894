import { createServer } from "node:http";
import { Server } from "socket.io";

const httpServer = createServer((req, res) => {
  // your own HTTP routes; Socket.IO answers the requests under /socket.io/ before this handler
  res.writeHead(200, { "content-type": "text/plain" });
  res.end("plain HTTP response\n");
});

const io = new Server(httpServer, {
  // options go here
});

io.on("connection", (socket) => {
  console.log(`client connected: ${socket.id}`);
  socket.emit("hello", "http");
});

// listen on the HTTP server, not on `io`
httpServer.listen(Number(process.env.PORT) || 3000);
