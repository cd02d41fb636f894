// Sharded adapter, redis@latest, Redis stopped: argv[2] "emit" broadcasts once, "join" makes a socket join a new room.
const { createClient } = require("redis");
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const { createShardedAdapter } = require("@socket.io/redis-adapter");
const { execSync } = require("child_process");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const t0 = Date.now();
process.on("exit", (c) => console.log(`exit code ${c} at +${Date.now() - t0} ms`));
(async () => {
  const pub = createClient({ url: "redis://localhost:4401" }); const sub = pub.duplicate();
  pub.on("error", () => {}); sub.on("error", () => {});
  await Promise.all([pub.connect(), sub.connect()]);
  const io = new Server({ adapter: createShardedAdapter(pub, sub) }); io.listen(0);
  let socket; io.on("connection", (s) => (socket = s));
  const c = ioc(`http://localhost:${io.httpServer.address().port}`, { reconnection: false });
  await sleep(500); execSync("redis-cli -p 4401 shutdown nosave || true"); await sleep(500);
  if (process.argv[2] === "emit") { io.emit("x", 1); console.log(`io.emit at +${Date.now() - t0} ms`); }
  if (process.argv[2] === "join") { socket.join("newroom"); console.log(`join at +${Date.now() - t0} ms`); }
  await sleep(8000);
  console.log(`still running at +${Date.now() - t0} ms`);
  process.exit(0);
})();
