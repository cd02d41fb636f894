// middlewares: defaults, emit during middleware, refusal, io.engine.use() error, throw in a middleware
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const io = new Server(4145, { cors: { origin: "*" } });
console.log("connectTimeout default:", io.connectTimeout(), "engine middlewares (cors first):", io.engine.middlewares.length);
io.engine.use((req, res, next) => next(req.headers["x-refuse"] ? new Error("no") : undefined));
io.engine.on("connection_error", (e) => console.log("engine connection_error:", e.code, e.message, JSON.stringify(e.context)));
io.use((socket, next) => { console.log("mw connected:", socket.connected, "in sockets:", io.of("/").sockets.has(socket.id)); socket.emit("early"); next(); });
io.use((socket, next) => { if (socket.handshake.auth.throw) throw new Error("sync throw"); next(); });
process.on("unhandledRejection", (e) => console.log("unhandledRejection:", e.message));
io.on("connection", (s) => console.log("connection"));
const c = ioc("http://localhost:4145", { transports: ["polling"] });
c.on("early", () => console.log("client got early, connected:", c.connected));
c.on("connect", () => {
  console.log("client connect");
  const r = ioc("http://localhost:4145", { forceNew: true, extraHeaders: { "x-refuse": "1" }, reconnection: false });
  r.on("connect_error", (e) => {
    console.log("client connect_error after engine middleware error:", e.message, e.description, "active:", r.active);
    const t = ioc("http://localhost:4145", { forceNew: true, auth: { throw: true } });
    setTimeout(() => { console.log("after sync throw, connected:", t.connected); t.close(); c.close(); io.close(); }, 500);
  });
});
