import { createClient } from "redis";
import { Server } from "socket.io";
import { createAdapter } from "@socket.io/redis-streams-adapter";

const port = Number(process.env.PORT) || 3000;

// #region adapter
// a single client: the adapter creates the extra connections it needs with duplicate()
const redisClient = createClient({ url: process.env.REDIS_URL || "redis://localhost:6379" });
redisClient.on("error", (err) => console.error("Redis client:", err.message));
await redisClient.connect();

const io = new Server({
  adapter: createAdapter(redisClient),
  // optional: the adapter stores the sessions in Redis, so a client can recover
  // its session on any server of the cluster
  connectionStateRecovery: {},
});
// #endregion adapter

io.on("connection", (socket) => {
  socket.on("chat message", (text) => {
    io.emit("chat message", text);
  });
});

io.listen(port);
console.log(`server listening on port ${port}`);
