import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { createClient } from "redis";
import { Server } from "socket.io";

const port = Number(process.env.PORT) || 3000;
// a process that has not sent a heartbeat for this long is taken for dead
const ALIVE_TTL = Number(process.env.ALIVE_TTL_MS) || 10_000;

const redis = createClient({ url: process.env.REDIS_URL || "redis://localhost:6379" });
redis.on("error", (err) => console.error("Redis client:", err.message));
await redis.connect();

const httpServer = createServer(async (req, res) => {
  if (req.url !== "/counts") {
    return res.writeHead(404).end();
  }
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify({ total: await totalCount(), local: localCount }));
});
const io = new Server(httpServer);

// #region keys
const processId = randomUUID();

const keys = {
  processes: "clients:processes", // a set: the ids of the processes that count clients
  total: "clients:total", // the total of every process
  count: (id: string) => `clients:${id}:count`, // the clients of one process
  alive: (id: string) => `clients:${id}:alive`, // exists while the process sends heartbeats
};
// #endregion keys

// #region counter
let localCount = 0;

function logRedisError(err: Error) {
  // the next heartbeat writes the right count again
  console.error("Redis:", err.message);
}

io.on("connection", (socket) => {
  localCount++;
  redis.multi().incr(keys.count(processId)).incr(keys.total).exec().catch(logRedisError);

  socket.on("disconnect", () => {
    localCount--;
    redis.multi().decr(keys.count(processId)).decr(keys.total).exec().catch(logRedisError);
  });
});

// GET returns a string, or null when the key does not exist yet
async function totalCount() {
  return Number(await redis.get(keys.total));
}
// #endregion counter

// #region heartbeat
// registers the process, keeps it alive, and brings its count (and the total) back to the
// number of sockets it really has: after a Redis error, or after being taken for dead
const HEARTBEAT = `
  redis.call("SADD", KEYS[1], ARGV[1])
  redis.call("SET", KEYS[4], "1", "PX", ARGV[2])
  local delta = tonumber(ARGV[3]) - (tonumber(redis.call("GET", KEYS[3])) or 0)
  if delta ~= 0 then
    redis.call("INCRBY", KEYS[3], delta)
    redis.call("INCRBY", KEYS[2], delta)
  end
  return delta
`;

async function heartbeat() {
  const delta = await redis.eval(HEARTBEAT, {
    keys: [keys.processes, keys.total, keys.count(processId), keys.alive(processId)],
    arguments: [processId, String(ALIVE_TTL), String(localCount)],
  });
  if (delta !== 0) {
    console.log(`count of this process corrected by ${delta}`);
  }
}

await heartbeat();
setInterval(() => heartbeat().catch(logRedisError), ALIVE_TTL / 3);
// #endregion heartbeat

// #region cleanup
// removes a process whose heartbeats stopped, and its clients from the total; does nothing
// if the process is alive after all, or if another server has already removed it
const REMOVE_PROCESS = `
  if redis.call("EXISTS", KEYS[4]) == 1 then return -1 end
  if redis.call("SREM", KEYS[1], ARGV[1]) == 0 then return -1 end
  local count = tonumber(redis.call("GET", KEYS[3])) or 0
  redis.call("DEL", KEYS[3])
  redis.call("DECRBY", KEYS[2], count)
  return count
`;

function removeProcess(id: string) {
  return redis.eval(REMOVE_PROCESS, {
    keys: [keys.processes, keys.total, keys.count(id), keys.alive(id)],
    arguments: [id],
  });
}

async function removeDeadProcesses() {
  const ids = await redis.sMembers(keys.processes);
  if (ids.length === 0) return;
  const alive = await redis.mGet(ids.map(keys.alive));
  for (const [index, id] of ids.entries()) {
    if (alive[index] !== null) continue;
    const count = (await removeProcess(id)) as number; // the script returns a number
    if (count >= 0) {
      console.log(`removed dead process ${id} and its ${count} clients`);
    }
  }
}

// every server runs the job: the script makes a second removal a no-op
setInterval(() => removeDeadProcesses().catch(logRedisError), ALIVE_TTL / 2);
// #endregion cleanup

// #region shutdown
async function shutdown() {
  // give up after 5 seconds if Redis does not answer: the cleanup job of the others will do
  setTimeout(() => process.exit(1), 5000).unref();
  await io.close(); // runs the "disconnect" handlers, which decrement the counters
  await redis.del(keys.alive(processId));
  await removeProcess(processId);
  await redis.quit();
  process.exit(0);
}

process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
// #endregion shutdown

httpServer.listen(port, () => {
  console.log(`server listening on port ${port} (process ${processId})`);
});
