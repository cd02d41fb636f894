// part IV: scanIterator batches, in-flight vs offline-queued commands when Redis goes away
import { createClient } from "redis";
import { spawn } from "node:child_process";
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
const start = () => spawn("redis-server", ["--port", "4224", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
let srv = start(); await wait(300);
const c = createClient({ url: "redis://localhost:4224" });
c.on("error", (e) => console.log("error event:", e.constructor.name));
await c.connect();
await c.set("session:1", "a"); await c.set("session:2", "b");
for await (const batch of c.scanIterator({ MATCH: "session:*" })) console.log("scan yields", Array.isArray(batch) ? "array" : typeof batch, JSON.stringify(batch));
const blocker = createClient({ url: "redis://localhost:4224" }); blocker.on("error", () => {});
await blocker.connect();
const inflight = blocker.blPop("nothing", 0).then(() => "resolved", (e) => "in-flight rejected: " + e.message);
await wait(100);
srv.kill("SIGKILL"); await wait(300);
console.log(await inflight);
const queued = c.set("k", "v").then((r) => "queued command ran after reconnect: " + r, (e) => "queued rejected: " + e.message);
await wait(500);
srv = start();
console.log(await Promise.race([queued, wait(5000).then(() => "queued still pending")]));
await c.quit(); blocker.destroy();
// no error listener: crash?
const d = createClient({ url: "redis://localhost:4224" });
await d.connect();
process.on("uncaughtException", (e) => { console.log("uncaught (process would crash):", e.constructor.name); srv.kill(); process.exit(0); });
srv.kill("SIGKILL");
await wait(1000); console.log("no crash"); srv.kill(); process.exit(0);
