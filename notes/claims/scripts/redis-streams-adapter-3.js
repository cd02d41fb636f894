// ACL user of redis-acl.conf with redis@6 / ioredis@6: broadcast, fetchSockets, recovery; then ACL LOG
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const { createAdapter } = require("@socket.io/redis-streams-adapter");
const lib = process.argv[2];
const url = "redis://socket-io:change-me@localhost:6379";
async function client() {
  if (lib === "redis") { const c = require("redis").createClient({ url }); c.on("error", (e) => console.log("err", e.message)); await c.connect(); return c; }
  const { Redis } = require("ioredis"); const c = new Redis(url); c.on("error", (e) => console.log("err", e.message)); return c;
}
(async () => {
  const servers = [];
  for (let i = 0; i < 2; i++) { const io = new Server({ adapter: createAdapter(await client()), connectionStateRecovery: {} }); io.listen(0); servers.push(io); }
  await new Promise((r) => setTimeout(r, 500));
  const [c1, c2] = servers.map((io) => ioc("http://localhost:" + io.httpServer.address().port, { transports: ["websocket"] }));
  let got = 0; c1.on("hello", () => got++); c2.on("hello", () => got++);
  await new Promise((r) => setTimeout(r, 500));
  servers[0].emit("hello");
  console.log("fetchSockets", (await servers[0].fetchSockets()).length);
  await new Promise((r) => setTimeout(r, 300));
  c2.io.engine.close(); await new Promise((r) => setTimeout(r, 200));
  servers[0].emit("hello"); await new Promise((r) => setTimeout(r, 300));
  c2.connect(); await new Promise((r) => c2.once("connect", r));
  await new Promise((r) => setTimeout(r, 300));
  console.log("received", got, "recovered", c2.recovered);
  c1.close(); c2.close(); servers.forEach((s) => s.close());
  setTimeout(() => process.exit(0), 300);
})();
