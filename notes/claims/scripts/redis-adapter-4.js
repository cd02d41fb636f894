// redis@latest: the emitter sample reaches a client; a client without 'error' listener; ACL &socket.io* vs PSUBSCRIBE.
const { createClient } = require("redis");
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const { createAdapter } = require("@socket.io/redis-adapter");
const { Emitter } = require("@socket.io/redis-emitter");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const URL = "redis://localhost:4401";
(async () => {
  const pub = createClient({ url: URL }); const sub = pub.duplicate();
  pub.on("error", (e) => console.log("pub", e.message)); sub.on("error", (e) => console.log("sub", e.message));
  await Promise.all([pub.connect(), sub.connect()]);
  const io = new Server({ adapter: createAdapter(pub, sub) }); io.listen(0);
  const c = ioc(`http://localhost:${io.httpServer.address().port}`); c.on("chat message", (t) => console.log("client got", t));
  await sleep(300);
  const e = createClient({ url: URL }); await e.connect();
  new Emitter(e).emit("chat message", "hello from a process without Socket.IO"); await e.quit();
  await sleep(300);
  // a client with no 'error' listener, pointed at a closed port, given to the adapter
  const bad = createClient({ url: "redis://localhost:4499", socket: { reconnectStrategy: false } });
  createAdapter(bad, bad.duplicate())({ name: "/", server: { encoder: {} } });
  await bad.connect().catch((err) => console.log("connect rejected:", err.message));
  // ACL: a user with &socket.io* and without the pattern rule
  await pub.sendCommand(["ACL", "SETUSER", "sio", "on", ">pw", "resetchannels", "&socket.io*", "-@all", "+publish", "+psubscribe", "+subscribe", "+ping"]);
  const u = createClient({ url: "redis://sio:pw@localhost:4401" }); u.on("error", () => {}); await u.connect();
  console.log("PUBLISH socket.io#/#:", await u.publish("socket.io#/#", "x"));
  await u.pSubscribe("socket.io#/#*", () => {}).then(() => console.log("PSUBSCRIBE ok"), (err) => console.log("PSUBSCRIBE socket.io#/#*:", err.message));
  c.close(); io.close(); await Promise.allSettled([pub.quit(), sub.quit()]); process.exit(0);
})();
