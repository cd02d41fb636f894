// Fallback: the WebSocket upgrade is refused (as a blocking proxy would): the client stays on polling and works.
const { createServer } = require("http");
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const httpServer = createServer();
const io = new Server(httpServer);
httpServer.removeAllListeners("upgrade"); // no WebSocket on this server: refuse every upgrade
httpServer.on("upgrade", (req, sock) => sock.end("HTTP/1.1 403 Forbidden\r\n\r\n"));
io.on("connection", (s) => s.on("ping?", (cb) => cb("pong on " + s.conn.transport.name)));
httpServer.listen(0, () => {
  const socket = ioc(`http://localhost:${httpServer.address().port}`);
  socket.io.engine.on("upgradeError", (e) => console.log("client: upgradeError:", e.message));
  socket.on("connect", async () => {
    await new Promise((r) => setTimeout(r, 500));
    console.log("client transport:", socket.io.engine.transport.name, "| ack:", await socket.emitWithAck("ping?"));
    socket.close(); io.close();
  });
});
