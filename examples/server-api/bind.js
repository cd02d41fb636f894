import { createServer } from "node:http";
import { Server as Engine } from "engine.io";
import { Server } from "socket.io";

const port = Number(process.env.PORT) || 3000;

// your HTTP server answers every request that is not for the engine
const httpServer = createServer((req, res) => {
  res.writeHead(404).end();
});

// the low-level options go to the engine: the ones of new Server() would not reach it
const engine = new Engine({
  pingInterval: 10000,
});

// the engine's path is "/engine.io/" by default, the Socket.IO client asks for "/socket.io/"
engine.attach(httpServer, {
  path: "/socket.io/",
});

const io = new Server();
io.bind(engine);

io.on("connection", (socket) => {
  socket.emit("hello", `bound engine, ping every ${engine.opts.pingInterval} ms`);
});

httpServer.listen(port, () => {
  console.log(`listening on port ${port}`);
});
