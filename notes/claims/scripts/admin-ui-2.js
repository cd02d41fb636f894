// RedisStore with ioredis 6, with the legacy() client of redis 6.3, and with redis 4.7 in legacyMode
// usage: node admin-ui-2.js <path of a redis 4.x package, e.g. the project's node_modules/redis>
const { RedisStore } = require("@socket.io/admin-ui");
const { Redis } = require("ioredis");
const URL = "redis://localhost:4540";
process.on("unhandledRejection", (e) => console.log("  unhandledRejection:", e.constructor.name, e.message));
async function check(label, client, close) {
  const store = new RedisStore(client);
  const id = label.replace(/\W+/g, "-");
  try { store.saveSession(id); } catch (e) { console.log(label, "saveSession threw", e.constructor.name, e.message); }
  await new Promise((r) => setTimeout(r, 300));
  const reader = new Redis(URL);
  console.log(label, "key:", await reader.get(`socket.io-admin#${id}`), "ttl:", await reader.ttl(`socket.io-admin#${id}`));
  try { console.log(label, "doesSessionExist:", await Promise.race([store.doesSessionExist(id), new Promise((r) => setTimeout(() => r("no answer in 1 s"), 1000))])); }
  catch (e) { console.log(label, "doesSessionExist rejected", e.message); }
  reader.disconnect(); await close();
}
(async () => {
  const io = new Redis(URL);
  await check("ioredis 6.0.0", io, () => io.quit());
  const { createClient } = require("redis");
  const c6 = await createClient({ url: URL }).connect();
  await check(`redis ${require("redis/package.json").version} legacy()`, c6.legacy(), () => c6.quit());
  const redis4 = require(process.argv[2]);
  const c4 = createClient4(redis4);
  await c4.connect();
  await check(`redis ${require(process.argv[2] + "/package.json").version} legacyMode`, c4, () => c4.v4.quit());
})();
function createClient4(m) { return m.createClient({ url: URL, legacyMode: true }); }
