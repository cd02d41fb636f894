// Two servers (redis@latest, classic adapter) + a spy; then Redis is shut down for 4 s and restarted.
// argv[2]: module dir of the redis package (default: the newest); NO_TIMEOUT=1: commandOptions { timeout: 0 }.
const dir = process.argv[2] || "/tmp/claims-adapt/node_modules/";
const { createClient } = require(dir + "redis");
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const { createAdapter } = require("@socket.io/redis-adapter");
const { execSync, spawn } = require("child_process");
const URL = "redis://localhost:4401";
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function server(n) {
  const pub = createClient({ url: URL, ...(process.env.NO_TIMEOUT && { commandOptions: { timeout: 0 } }) }); const sub = pub.duplicate();
  pub.on("error", (e) => console.log(`server ${n} pub error:`, e.message));
  sub.on("error", (e) => console.log(`server ${n} sub error:`, e.message));
  await Promise.all([pub.connect(), sub.connect()]);
  const io = new Server({ adapter: createAdapter(pub, sub) });
  io.on("connection", (s) => { s.join("room1"); s.on("say", (t) => io.emit("said", t)); });
  io.listen(0); return { io, port: io.httpServer.address().port, pub, sub };
}
(async () => {
  const spy = createClient({ url: URL }); spy.on("error", () => {}); await spy.connect();
  const spySub = spy.duplicate(); spySub.on("error", () => {}); await spySub.connect();
  await spySub.pSubscribe("socket.io*", (m, ch) => console.log("spy saw channel", ch));
  const s = [await server(0), await server(1)];
  console.log("PUBSUB CHANNELS", await spy.sendCommand(["PUBSUB", "CHANNELS", "socket.io*"]));
  console.log("PUBSUB NUMPAT", await spy.sendCommand(["PUBSUB", "NUMPAT"]));
  console.log("serverCount", await s[0].io.of("/").adapter.serverCount());
  const c = s.map((x, i) => { const k = ioc(`http://localhost:${x.port}`); k.on("said", (t) => console.log(`client ${i} got`, t)); return k; });
  await sleep(500);
  c[1].emit("say", "before"); await sleep(300);
  s[0].io.to("room1").emit("said", "room1 only"); await sleep(300);
  console.log("fetchSockets", (await s[0].io.fetchSockets()).length);
  execSync("redis-cli -p 4401 shutdown nosave || true");
  await sleep(1500);
  c[1].emit("say", "during outage"); await sleep(2000);
  const r = setTimeout(() => { // Redis back 6 s after the outage began
    const p = spawn("redis-server", ["--port", "4401", "--save", "", "--daemonize", "no"], { stdio: "ignore", detached: true });
    require("fs").writeFileSync("/tmp/claims-adapt/redis.pid", String(p.pid)); p.unref(); console.log("redis restarted");
  }, 2500);
  console.log("redis", require(dir + "redis/package.json").version);
  const t0 = Date.now();
  try { await s[0].io.fetchSockets(); console.log("fetchSockets during outage resolved after", Date.now() - t0, "ms"); } catch (e) { console.log("fetchSockets during outage:", e.message, Date.now() - t0, "ms"); }
  await sleep(5000);
  c[1].emit("say", "after"); await sleep(500);
  c.forEach((k) => k.close()); for (const x of s) { x.io.close(); }
  await sleep(200); process.exit(0);
})();
