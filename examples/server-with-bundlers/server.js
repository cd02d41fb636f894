import { createServer } from "node:http";
import { Server } from "socket.io";

const httpServer = createServer((req, res) => {
  res.writeHead(200, { "Content-Type": "text/plain" });
  res.end("bundled Socket.IO server\n");
});

const io = new Server(httpServer, {
  // the client files (/socket.io/socket.io.js) are read from node_modules at runtime:
  // they are not in the bundle, so do not serve them
  serveClient: false,
});

io.on("connection", (socket) => {
  socket.on("hello", (name, callback) => {
    callback(`hello ${name}, from a single file`);
  });
});

const port = Number(process.env.PORT) || 3000;
httpServer.listen(port, () => {
  console.log(`listening on port ${port}`);
});
