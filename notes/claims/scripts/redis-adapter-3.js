// Same as redis-adapter-2.js with ioredis@latest: one broadcast ("emit") or a fetchSockets() ("fetch") while Redis is stopped.
const { Redis } = require("ioredis");
const { Server } = require("socket.io");
const { createAdapter } = require("@socket.io/redis-adapter");
const { execSync } = require("child_process");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const t0 = Date.now();
process.on("exit", (c) => console.log(`exit code ${c} at +${Date.now() - t0} ms`));
(async () => {
  console.log("ioredis", require("ioredis/package.json").version);
  const pub = new Redis({ port: 4401 }); const sub = pub.duplicate();
  let errs = 0; pub.on("error", () => errs++); sub.on("error", () => errs++);
  const io = new Server({ adapter: createAdapter(pub, sub) });
  await sleep(500); execSync("redis-cli -p 4401 shutdown nosave || true");
  await sleep(500);
  if (process.argv[2] === "emit") { io.emit("x", 1); console.log(`io.emit at +${Date.now() - t0} ms`); }
  const t1 = Date.now();
  if (process.argv[2] === "fetch") await io.fetchSockets().then(() => console.log("fetchSockets resolved after", Date.now() - t1, "ms"), (e) => console.log("fetchSockets rejected after", Date.now() - t1, "ms:", e.message));
  await sleep(25000);
  console.log(`still running at +${Date.now() - t0} ms (${errs} error events)`);
  process.exit(0);
})();
