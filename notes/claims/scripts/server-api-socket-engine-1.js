// Socket: id, handshake, reserved names, return values, timeout error, use() -> error, onAnyOutgoing and acks,
// disconnecting/disconnect order and rooms, reasons of socket.disconnect(), disconnect(true), client disconnect.
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
setTimeout(() => { console.log("TIMEOUT"); process.exit(1); }, 10000).unref();
const io = new Server(4201);
const log = (...a) => console.log(...a);
let n = 0;
io.on("connection", async (socket) => {
  const k = ++n;
  log(`#${k} id`, socket.id, socket.id.length, "conn.id", socket.conn.id, "differs:", socket.id !== socket.conn.id);
  log(`#${k} handshake`, JSON.stringify({ ...socket.handshake, headers: Object.keys(socket.handshake.headers) }));
  log(`#${k} connected`, socket.connected, "disconnected", socket.disconnected, "recovered", socket.recovered);
  for (const r of ["connect", "connect_error", "disconnect", "disconnecting", "newListener", "removeListener", "error", "message"]) {
    try { socket.emit(r); log(`emit ${r}: ok`); } catch (e) { log(`emit ${r}: ${e.message}`); }
  }
  log("emit returns", socket.emit("x"), "on returns socket", socket.on("y", () => {}) === socket, "send returns socket", socket.send("m") === socket);
  log("join returns", socket.join(["a", "b"]), "rooms", [...socket.rooms]);
  socket.onAnyOutgoing((ev, ...args) => log(`#${k} outgoing`, ev, JSON.stringify(args)));
  socket.use(([ev], next) => (ev === "bad" ? next(new Error("refused " + ev)) : next()));
  socket.on("error", (e) => log(`#${k} error event:`, e.message));
  socket.on("bad", () => log("bad listener called (should not)"));
  socket.on("withack", (cb) => cb("answer")); // the ack sent back: not seen by onAnyOutgoing
  socket.on("disconnecting", (reason, d) => log(`#${k} disconnecting`, reason, "rooms:", [...socket.rooms].length, "connected:", socket.connected));
  socket.on("disconnect", (reason, d) => log(`#${k} disconnect`, reason, "rooms:", socket.rooms.size, "connected:", socket.connected));
  try { await socket.timeout(200).emitWithAck("noanswer"); } catch (e) { log(`#${k} timeout error:`, JSON.stringify(e.message)); }
  socket.timeout(200).emit("noanswer2", (err) => log(`#${k} timeout callback err:`, err && err.message));
  socket.emit("go", k);
});
const c = ioc("http://localhost:4201", { query: { room: "news" }, auth: { name: "alice" }, reconnection: false });
c.on("connect", () => log("client id", c.id));
c.on("go", async (k) => {
  await new Promise((r) => setTimeout(r, 300));
  c.emit("bad");
  log("ack answer", await c.emitWithAck("withack"));
  await new Promise((r) => setTimeout(r, 100));
  if (k === 1) io.of("/").sockets.forEach((s) => s.disconnect());
});
c.on("disconnect", async (reason) => {
  log("client disconnect:", reason, "active:", c.active);
  if (reason === "io server disconnect" && n === 1) {
    c.connect();
    await new Promise((r) => setTimeout(r, 700));
    io.of("/").sockets.forEach((s) => s.disconnect(true)); // then the client's reason again
  } else if (n === 2) {
    const c2 = ioc("http://localhost:4201", { reconnection: false, forceNew: true });
    c2.on("go", () => setTimeout(() => c2.disconnect(), 450));
    c2.on("disconnect", (r) => { log("client2 disconnect:", r); setTimeout(() => { io.close(); process.exit(0); }, 100); });
  }
});
