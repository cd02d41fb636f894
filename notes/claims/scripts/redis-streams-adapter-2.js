// Redis stopped for 5 s while two servers (redis@6 clients) run; a broadcast sent meanwhile
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const { createAdapter } = require("@socket.io/redis-streams-adapter");
const { execSync } = require("child_process");
(async () => {
  const servers = [];
  for (let i = 0; i < 2; i++) {
    const c = require(process.env.REDIS_PKG || "redis").createClient({ url: "redis://localhost:6379" });
    c.on("error", (e) => console.log("server", i, "redis error:", e.message));
    await c.connect();
    const io = new Server({ adapter: createAdapter(c, { streamName: "down" }) });
    io.listen(0); servers.push(io);
  }
  await new Promise((r) => setTimeout(r, 500));
  const cs = servers.map((io, i) => { const c = ioc("http://localhost:" + io.httpServer.address().port, { transports: ["websocket"] }); c.on("hello", (a) => console.log(Date.now() - t0, "client", i, "got", a)); c.on("disconnect", (r) => console.log("client", i, "disconnect", r)); return c; });
  let t0 = Date.now();
  await new Promise((r) => setTimeout(r, 500));
  if (process.argv[2] === "warm") { servers[0].emit("hello", "before"); await new Promise((r) => setTimeout(r, 500)); }
  execSync("redis-cli -p 6379 shutdown save || true");
  t0 = Date.now();
  await new Promise((r) => setTimeout(r, 300));
  servers[1].emit("hello", "during outage");
  await new Promise((r) => setTimeout(r, Number(process.env.OUTAGE || 5000)));
  execSync("redis-server --port 6379 --daemonize yes --dir /tmp --pidfile /tmp/redis.pid --logfile /tmp/redis.log");
  console.log(Date.now() - t0, "redis restarted");
  await new Promise((r) => setTimeout(r, 3000));
  servers[0].emit("hello", "after");
  await new Promise((r) => setTimeout(r, 500));
  cs.forEach((c) => c.close()); servers.forEach((s) => s.close());
  setTimeout(() => process.exit(0), 300);
})();
