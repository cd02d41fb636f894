// count-connected-clients: namespaces, middleware refusal, rooms map, in-memory serverSideEmitWithAck, io.close
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const io = new Server(4181);
io.of("/orders");
io.of("/admin").use((s, next) => next(new Error("forbidden")));
const disc = [];
io.on("connection", (s) => { s.join("news"); s.on("disconnect", (r) => disc.push(r)); });
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
(async () => {
  const m = (ns, opts) => ioc("http://localhost:4181" + ns, { transports: ["websocket"], ...opts });
  const a = m("/"); const b = m("/orders"); const c = m("/", { forceNew: true });
  await wait(300);
  c.io.socket("/orders"); // opens at once (autoConnect)
  await wait(300);
  console.log("clientsCount", io.engine.clientsCount, "/", io.of("/").sockets.size, "/orders", io.of("/orders").sockets.size);
  const x = m("/admin", { forceNew: true });
  x.on("connect_error", (e) => console.log("admin connect_error:", e.message));
  await wait(30);
  console.log("clientsCount right after refusal", io.engine.clientsCount, "admin", io.of("/admin").sockets.size);
  await wait(300);
  console.log("clientsCount later", io.engine.clientsCount);
  console.log("rooms.get(nobody)", io.of("/").adapter.rooms.get("sports"), "rooms.size", io.of("/").adapter.rooms.size, [...io.of("/").adapter.rooms.keys()].length);
  console.log("serverCount", await io.of("/").adapter.serverCount());
  let settled = false;
  io.serverSideEmitWithAck("x").then(() => settled = "resolved", () => settled = "rejected");
  await wait(1000);
  console.log("in-memory serverSideEmitWithAck settled after 1s:", settled);
  console.log("io.httpServer is", io.httpServer && io.httpServer.constructor.name);
  io.close(() => { console.log("after close, disconnect reasons:", disc); process.exit(0); });
})();
