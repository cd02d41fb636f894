// Overhead over WebSocket: the frames an event, an event with a Buffer and the heartbeat put on the wire.
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const io = new Server(0, { pingInterval: 500, pingTimeout: 500 });
io.engine.on("connection", (conn) => {
  console.log("default pingInterval:", new (require("engine.io").Server)().opts.pingInterval);
  const ws = conn.transport.socket;
  ws.on("message", (data, isBinary) =>
    console.log("client->server frame:", isBinary ? `<binary ${data.length} bytes>` : JSON.stringify(data.toString()), "payload bytes:", data.length));
});
io.on("connection", (socket) => socket.on("done", () => { socket.disconnect(); io.close(); }));
const socket = ioc(`http://localhost:${io.httpServer.address().port}`, { transports: ["websocket"] });
socket.on("connect", () => {
  socket.emit("chat message", "hello");
  socket.emit("file", Buffer.from("hello"));
  setTimeout(() => { socket.emit("done"); setTimeout(() => { socket.close(); process.exit(0); }, 100); }, 700);
});
