// skipMiddlewares: false with a middleware that rejects the recovered socket; client CONNECT packet on reconnection
const { Server } = require("socket.io");
const { io } = require("socket.io-client");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
(async () => {
  const srv = new Server(0, { connectionStateRecovery: { skipMiddlewares: false } });
  const port = srv.httpServer.address().port;
  const log = [];
  let reject = false;
  srv.use((s, next) => { log.push(`mw recovered=${s.recovered}`); next(reject ? new Error("blocked") : undefined); });
  srv.on("connection", (s) => { s.join("r"); s.emit("hello", 0); });
  const c = io(`http://localhost:${port}`, { transports: ["websocket"], reconnectionDelay: 100, reconnectionDelayMax: 100 });
  srv.engine.on("connection", (conn) => conn.on("packet", (p) => p.type === "message" && p.data[0] === "0" && log.push("CONNECT sent by client: 4" + p.data)));
  c.on("connect", () => log.push(`connect recovered=${c.recovered} id=${c.id}`));
  c.on("connect_error", (e) => log.push("connect_error " + e.message));
  c.on("missed", (...a) => log.push("missed " + JSON.stringify(a)));
  await sleep(300);
  reject = true;
  c.io.engine.transport.close();
  await sleep(20);
  srv.to("r").emit("missed", "a");
  await sleep(1000);
  reject = false;
  c.connect();
  await sleep(1000);
  console.log(log.join("\n"));
  c.disconnect(); srv.close();
})();
