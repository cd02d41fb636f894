// One server, Redis stopped; argv[2]: "emit" broadcasts once during the outage, "fetch" calls fetchSockets(); argv[3]: module dir (redis version).
// Prints what happens in the 14 s that follow. NO_TIMEOUT=1: commandOptions { timeout: 0 } (redis 6).
const dir = process.argv[3] || "/tmp/claims-adapt/node_modules/";
const { createClient } = require(dir + "redis");
const { Server } = require("socket.io");
const { createAdapter } = require("@socket.io/redis-adapter");
const { execSync } = require("child_process");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const t0 = Date.now();
process.on("exit", (c) => console.log(`exit code ${c} at +${Date.now() - t0} ms`));
(async () => {
  console.log("redis", require(dir + "redis/package.json").version);
  const pub = createClient({ url: "redis://localhost:4401", ...(process.env.NO_TIMEOUT && { commandOptions: { timeout: 0 } }) }); const sub = pub.duplicate();
  let errs = 0; pub.on("error", () => errs++); sub.on("error", () => errs++);
  await Promise.all([pub.connect(), sub.connect()]);
  const io = new Server({ adapter: createAdapter(pub, sub) });
  await sleep(500); execSync("redis-cli -p 4401 shutdown nosave || true");
  await sleep(500);
  if (process.argv[2] === "emit") { io.emit("x", 1); console.log(`io.emit at +${Date.now() - t0} ms`); }
  const t1 = Date.now();
  if (process.argv[2] === "fetch") await io.fetchSockets().then(() => console.log("fetchSockets resolved after", Date.now() - t1, "ms"), (e) => console.log("fetchSockets rejected after", Date.now() - t1, "ms:", e.constructor.name, e.message));
  await sleep(14000);
  console.log(`still running at +${Date.now() - t0} ms (${errs} error events)`);
  process.exit(0);
})();
