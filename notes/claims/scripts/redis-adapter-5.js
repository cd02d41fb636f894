// redis@latest, classic adapter with connectionStateRecovery: is socket.emit() published? is a session recovered?
const { createClient } = require("redis");
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const { createAdapter } = require("@socket.io/redis-adapter");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
(async () => {
  const pub = createClient({ url: "redis://localhost:4401" }); const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  const spy = pub.duplicate(); await spy.connect();
  await spy.pSubscribe("socket.io#*", (m, ch) => console.log("published on", ch));
  const io = new Server({ adapter: createAdapter(pub, sub), connectionStateRecovery: {} }); io.listen(0);
  io.on("connection", (s) => { console.log("connection, recovered:", s.recovered); s.emit("hi", 1); });
  const c = ioc(`http://localhost:${io.httpServer.address().port}`);
  c.on("hi", (...args) => console.log("client got hi", JSON.stringify(args)));
  await sleep(500); const id = c.id; c.io.engine.close(); await sleep(2500);
  console.log("same id after reconnection:", c.id === id);
  c.close(); io.close(); process.exit(0);
})();
