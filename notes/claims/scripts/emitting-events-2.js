// emitting-events: what happens to pending acknowledgements when the connection drops
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const io = new Server(4147);
const t0 = Date.now();
const log = (...a) => console.log(Date.now() - t0, "ms", ...a);
io.on("connection", (socket) => {
  socket.on("never", () => {});
  // server asks, the client never answers, then the client disconnects
  socket.emit("ask", () => log("server callback (no timeout) called"));
  socket.emitWithAck("ask").then((r) => log("server emitWithAck resolved", r), (e) => log("server emitWithAck (no timeout) rejected:", e.message));
  socket.timeout(1500).emit("ask", (err) => log("server timeout callback:", err && err.message));
});
const c = ioc("http://localhost:4147", { reconnection: false });
c.on("connect", () => {
  c.emit("never", () => log("client callback (no timeout) called"));
  c.emitWithAck("never").then(() => log("client emitWithAck resolved"), (e) => log("client emitWithAck (no timeout) rejected:", e.message));
  c.timeout(1500).emit("never", (err) => log("client timeout callback:", err && err.message));
  setTimeout(() => { log("client disconnects"); c.disconnect(); }, 200);
  setTimeout(() => { log("end"); io.close(); process.exit(0); }, 2500);
});
