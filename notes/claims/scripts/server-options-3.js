// server-options: maxDisconnectionDuration: Infinity with the Redis Streams adapter (needs redis-server on port 4107)
const { createClient } = require("redis");
const { createAdapter } = require("@socket.io/redis-streams-adapter");
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
process.on("exit", (c) => console.log("process exit code", c));
(async () => {
  const redis = createClient({ url: "redis://localhost:4107" });
  await redis.connect();
  const io = new Server(4108, { adapter: createAdapter(redis), connectionStateRecovery: { maxDisconnectionDuration: Infinity } });
  io.on("connection", (s) => { console.log("connected"); setTimeout(() => s.conn.close(), 100); });
  const c = ioc("http://localhost:4108", { transports: ["websocket"], reconnection: false });
  c.on("disconnect", (r) => console.log("client disconnect", r));
  setTimeout(() => { console.log("still alive after 2 s"); c.close(); io.close(); redis.quit(); }, 2000);
})();
