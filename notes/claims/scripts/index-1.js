// A plain WebSocket client (ws) connecting to a Socket.IO 4.x server with default options:
// what it receives, and when and why the connection ends.
const { Server } = require("socket.io");
const WebSocket = require("ws");
const opts = process.argv[2] ? JSON.parse(process.argv[2]) : {};
const io = new Server(0, opts);
const port = io.httpServer.address().port;
const t0 = Date.now();
const log = (...a) => console.log(((Date.now() - t0) / 1000).toFixed(1) + "s", ...a);
io.on("connection", () => log("server: Socket.IO connection event (never expected)"));
io.engine.on("connection", (conn) => {
  log("server: Engine.IO session opened, transport", conn.transport.name);
  conn.on("close", (reason) => log("server: Engine.IO session closed:", reason));
});
const ws = new WebSocket(`ws://localhost:${port}/socket.io/?EIO=4&transport=websocket`);
ws.on("open", () => log("client: WebSocket open"));
ws.on("message", (data) => log("client: received", JSON.stringify(data.toString())));
ws.on("close", (code, reason) => {
  log("client: WebSocket closed, code", code, JSON.stringify(reason.toString()));
  io.close();
});
