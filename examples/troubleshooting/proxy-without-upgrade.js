// A Socket.IO server behind a proxy that forwards plain HTTP requests but not WebSocket upgrades,
// like a reverse proxy without the Upgrade/Connection headers configured.
import { createServer, request } from "node:http";
import { Server } from "socket.io";
import { io } from "socket.io-client";

const PORT = Number(process.env.PORT) || 3000;

const backend = createServer();
new Server(backend);
backend.listen(0, "127.0.0.1");

// #region proxy
const proxy = createServer((req, res) => {
  const forwarded = request(
    { host: "127.0.0.1", port: backend.address().port, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode, answer.headers);
      answer.pipe(res);
    },
  );
  req.pipe(forwarded);
});
// no proxy.on("upgrade", ...) handler: Node.js closes every WebSocket handshake
// #endregion proxy

proxy.listen(PORT, () => {
  const socket = io(`http://localhost:${PORT}`);

  socket.on("connect", () => {
    console.log(`connected, transport: ${socket.io.engine.transport.name}`);
    setTimeout(() => {
      console.log(`after 3 seconds, transport: ${socket.io.engine.transport.name}`);
    }, 3000);
  });
});
