// Two servers with @socket.io/redis-streams-adapter, redis (node-redis) or ioredis client: broadcast, fetchSockets, serverCount, recovery
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const { createAdapter } = require("@socket.io/redis-streams-adapter");
const lib = process.argv[2] || "redis";
async function client() {
  if (lib === "redis") { const c = require("redis").createClient({ url: "redis://localhost:6379" }); await c.connect(); return c; }
  const { Redis } = require("ioredis"); return new Redis(6379);
}
(async () => {
  const servers = [];
  for (let i = 0; i < 2; i++) {
    const io = new Server({ adapter: createAdapter(await client(), { streamName: "t-" + lib }), connectionStateRecovery: {} });
    io.listen(0);
    servers.push(io);
  }
  await new Promise((r) => setTimeout(r, 500));
  const ports = servers.map((io) => io.httpServer.address().port);
  const c1 = ioc("http://localhost:" + ports[0], { transports: ["websocket"] });
  const c2 = ioc("http://localhost:" + ports[1], { transports: ["websocket"] });
  c1.on("hello", (...a) => console.log("c1 got", a));
  c2.on("hello", (...a) => console.log("c2 got", a));
  await new Promise((r) => setTimeout(r, 500));
  console.log("serverCount", await servers[0].of("/").adapter.serverCount());
  servers[0].emit("hello", "world");
  console.log("fetchSockets", (await servers[0].fetchSockets()).length);
  await new Promise((r) => setTimeout(r, 500));
  // recovery: cut c2, broadcast, reconnect
  c2.io.engine.close();
  await new Promise((r) => setTimeout(r, 200));
  servers[0].emit("hello", "missed");
  await new Promise((r) => setTimeout(r, 300));
  c2.connect();
  await new Promise((r) => c2.once("connect", r));
  console.log("c2 recovered", c2.recovered);
  await new Promise((r) => setTimeout(r, 300));
  c1.close(); c2.close(); servers.forEach((s) => s.close());
  setTimeout(() => process.exit(0), 500);
})();
