// part IV: can a subscribed connection run other commands? redis (newest) default RESP vs RESP: 2
import { createClient } from "redis";
import { spawn } from "node:child_process";
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
const srv = spawn("redis-server", ["--port", "4224", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
await wait(300);
for (const opts of [{}, { RESP: 2 }]) {
  const c = createClient({ url: "redis://localhost:4224", ...opts });
  c.on("error", () => {});
  await c.connect();
  await c.subscribe("ch", () => {});
  try { console.log(JSON.stringify(opts), "SET while subscribed:", await c.set("k", "v")); }
  catch (e) { console.log(JSON.stringify(opts), "SET while subscribed fails:", e.message); }
  c.destroy();
}
srv.kill(); await wait(100); process.exit(0);
