import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { createClient } from "redis";
import { Server } from "socket.io";
import { createAdapter } from "@socket.io/redis-adapter";
import { identifyUser } from "./auth.js";

const port = Number(process.env.PORT) || 3000;
// a process that has not sent a heartbeat for this long is taken for dead
const ALIVE_TTL = Number(process.env.ALIVE_TTL_MS) || 10_000;

// GET /users: who is online; GET /users/alice: is alice online, asked in three ways
const httpServer = createServer(async (req, res) => {
  const [, route, userId] = req.url!.split("/");
  if (route !== "users") {
    return res.writeHead(404).end();
  }
  try {
    const body = userId
      ? {
          fetchSockets: await isUserConnectedWithFetchSockets(userId),
          serverSideEmit: await isUserConnectedWithServerSideEmit(userId),
          redis: await isUserConnected(userId),
        }
      : { count: await usersCount(), users: await usersList() };
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify(body));
  } catch (err) {
    res.writeHead(503).end((err as Error).message);
  }
});

// the publishing client of the adapter also keeps the presence
const redis = createClient({ url: process.env.REDIS_URL || "redis://localhost:6379" });
const subClient = redis.duplicate();
redis.on("error", (err) => console.error("Redis client:", err.message));
subClient.on("error", (err) => console.error("Redis sub client:", err.message));
await Promise.all([redis.connect(), subClient.connect()]);

const io = new Server(httpServer, {
  adapter: createAdapter(redis, subClient),
});

io.use(identifyUser);

// the users of this process: user id → number of their sockets here
const localUsers = new Map<string, number>();

function addLocalSocket(userId: string) {
  localUsers.set(userId, (localUsers.get(userId) ?? 0) + 1);
}

function removeLocalSocket(userId: string) {
  const count = localUsers.get(userId)! - 1;
  if (count === 0) {
    localUsers.delete(userId);
  } else {
    localUsers.set(userId, count);
  }
}

// #region user-room
io.on("connection", (socket) => {
  // one room per user: every socket of the user, on every server
  socket.join(`user:${socket.data.userId}`);
});

async function isUserConnectedWithFetchSockets(userId: string) {
  const sockets = await io.in(`user:${userId}`).fetchSockets();
  return sockets.length > 0;
}
// #endregion user-room

// #region server-side-emit
io.on("user:connected?", (userId: string, callback: (connected: boolean) => void) => {
  callback(localUsers.has(userId));
});

async function isUserConnectedWithServerSideEmit(userId: string) {
  if (localUsers.has(userId)) {
    return true;
  }
  const answers = await io.serverSideEmitWithAck("user:connected?", userId);
  return answers.some(Boolean);
}
// #endregion server-side-emit

// #region keys
const processId = randomUUID();

const keys = {
  processes: "presence:processes", // a set: the ids of the processes that count users
  users: "presence:users", // a hash: user id → sockets of that user, on every server
  processUsers: (id: string) => `presence:${id}:users`, // a hash: the same, on one process
  alive: (id: string) => `presence:${id}:alive`, // exists while the process sends heartbeats
};

function runScript(script: string, scriptKeys: string[], args: (string | number)[]) {
  return redis.eval(script, { keys: scriptKeys, arguments: args.map(String) });
}
// #endregion keys

// #region scripts
// KEYS: processes, users, process users; ARGV: process id, user id.
// Both do nothing (-1) once the process has been taken for dead: its users were removed then.
const CONNECT = `
  if redis.call("SISMEMBER", KEYS[1], ARGV[1]) == 0 then return -1 end
  redis.call("HINCRBY", KEYS[3], ARGV[2], 1)
  return redis.call("HINCRBY", KEYS[2], ARGV[2], 1)
`;

// decrements and deletes a field that reaches 0 in one step: a server that increments the
// same field meanwhile cannot see its socket deleted
const DISCONNECT = `
  if redis.call("SISMEMBER", KEYS[1], ARGV[1]) == 0 then return -1 end
  if redis.call("HINCRBY", KEYS[3], ARGV[2], -1) <= 0 then
    redis.call("HDEL", KEYS[3], ARGV[2])
  end
  local count = redis.call("HINCRBY", KEYS[2], ARGV[2], -1)
  if count <= 0 then
    redis.call("HDEL", KEYS[2], ARGV[2])
  end
  return count
`;

// returns the number of sockets the user has left on every server (-1: not counted)
function presenceScript(script: string, userId: string) {
  return runScript(script, [keys.processes, keys.users, keys.processUsers(processId)], [processId, userId]);
}

io.on("connection", async (socket) => {
  const { userId } = socket.data;
  addLocalSocket(userId);

  socket.on("disconnect", async () => {
    removeLocalSocket(userId);
    try {
      if ((await presenceScript(DISCONNECT, userId)) === 0) {
        io.emit("user disconnected", userId);
      }
    } catch (err) {
      console.error("Redis:", (err as Error).message);
    }
  });

  try {
    if ((await presenceScript(CONNECT, userId)) === 1) {
      socket.broadcast.emit("user connected", userId);
    }
    socket.emit("users", await usersList());
  } catch (err) {
    console.error("Redis:", (err as Error).message);
  }
});
// #endregion scripts

// #region presence
// HEXISTS: true or false with the redis package 4.x, 1 or 0 with 6.x
async function isUserConnected(userId: string) {
  return Boolean(await redis.hExists(keys.users, userId));
}

function usersCount() {
  return redis.hLen(keys.users);
}

function usersList() {
  return redis.hKeys(keys.users);
}
// #endregion presence

// #region heartbeat
// KEYS: processes, alive; ARGV: process id, TTL in ms. Returns 0 if the process was taken for dead.
const HEARTBEAT = `
  if redis.call("SISMEMBER", KEYS[1], ARGV[1]) == 0 then return 0 end
  redis.call("SET", KEYS[2], "1", "PX", ARGV[2])
  return 1
`;

// KEYS: processes, users, process users, alive; ARGV: process id, TTL, then pairs of
// user id and number of sockets. Returns the users who had no socket until now.
const REGISTER = `
  redis.call("SADD", KEYS[1], ARGV[1])
  redis.call("SET", KEYS[4], "1", "PX", ARGV[2])
  local online = {}
  for i = 3, #ARGV, 2 do
    redis.call("HINCRBY", KEYS[3], ARGV[i], ARGV[i + 1])
    if redis.call("HINCRBY", KEYS[2], ARGV[i], ARGV[i + 1]) == tonumber(ARGV[i + 1]) then
      table.insert(online, ARGV[i])
    end
  end
  return online
`;

// adds the process with the sockets it has now
async function register() {
  // the script returns a Lua table of user ids, which Redis replies as an array of strings
  const online = (await runScript(
    REGISTER,
    [keys.processes, keys.users, keys.processUsers(processId), keys.alive(processId)],
    [processId, ALIVE_TTL, ...[...localUsers].flat()],
  )) as string[];
  for (const userId of online) {
    io.emit("user connected", userId);
  }
}

async function heartbeat() {
  const registered = await runScript(HEARTBEAT, [keys.processes, keys.alive(processId)], [processId, ALIVE_TTL]);
  if (registered === 0) {
    // another server removed this process (frozen for too long): count its users again
    console.log("this process was taken for dead: registering it again");
    await register();
  }
}

await register();
setInterval(() => heartbeat().catch((err) => console.error("Redis:", err.message)), ALIVE_TTL / 3);
// #endregion heartbeat

// #region cleanup
// KEYS: processes, users, process users, alive; ARGV: process id. Removes a process whose
// heartbeats stopped and returns the users who have no socket left; returns null if the
// process is alive after all, or if another server has already removed it.
const REMOVE_PROCESS = `
  if redis.call("EXISTS", KEYS[4]) == 1 then return false end
  if redis.call("SREM", KEYS[1], ARGV[1]) == 0 then return false end
  local offline = {}
  local entries = redis.call("HGETALL", KEYS[3])
  for i = 1, #entries, 2 do
    if redis.call("HINCRBY", KEYS[2], entries[i], -tonumber(entries[i + 1])) <= 0 then
      redis.call("HDEL", KEYS[2], entries[i])
      table.insert(offline, entries[i])
    end
  end
  redis.call("DEL", KEYS[3])
  return offline
`;

function removeProcess(id: string) {
  // an array of user ids, or null (Lua false)
  return runScript(REMOVE_PROCESS, [keys.processes, keys.users, keys.processUsers(id), keys.alive(id)], [id]);
}

async function removeDeadProcesses() {
  const ids = await redis.sMembers(keys.processes);
  if (ids.length === 0) return;
  const alive = await redis.mGet(ids.map(keys.alive));
  for (const [index, id] of ids.entries()) {
    if (alive[index] !== null) continue;
    const offline = (await removeProcess(id)) as string[] | null;
    if (offline === null) continue;
    console.log(`removed dead process ${id}; offline now: ${offline.join(", ") || "nobody"}`);
    // the users of the dead process who have no socket elsewhere
    for (const userId of offline) {
      io.emit("user disconnected", userId);
    }
  }
}

// every server runs the job: the script makes a second removal a no-op
setInterval(() => removeDeadProcesses().catch((err) => console.error("Redis:", err.message)), ALIVE_TTL / 2);
// #endregion cleanup

// #region shutdown
async function shutdown() {
  // give up after 5 seconds if Redis does not answer: the cleanup job of the others will do
  setTimeout(() => process.exit(1), 5000).unref();
  await io.close(); // runs the "disconnect" handlers, which update the hashes
  await redis.del(keys.alive(processId));
  await removeProcess(processId);
  await Promise.all([redis.quit(), subClient.quit()]);
  process.exit(0);
}

process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
// #endregion shutdown

httpServer.listen(port, () => {
  console.log(`server listening on port ${port} (process ${processId})`);
});
