// #region adapter
import { Cluster } from "ioredis";
import { Server } from "socket.io";
import { createShardedAdapter } from "@socket.io/redis-adapter";

// #endregion adapter
const port = Number(process.env.PORT) || 3000;

// #region adapter
// a few nodes of the Redis Cluster, comma-separated: ioredis discovers the others
const nodes = (process.env.REDIS_CLUSTER_NODES || "redis://localhost:7000,redis://localhost:7001").split(",");

const pubClient = new Cluster(nodes, {
  // required for the sharded adapter (ioredis 5.9.0 or later)
  shardedSubscribers: true,
  // the ACL user, if Redis has one for Socket.IO (see "Security considerations"): set it
  // here, for every connection ioredis opens to the nodes, rather than in the URLs above
  redisOptions: {
    username: process.env.REDIS_USERNAME,
    password: process.env.REDIS_PASSWORD,
  },
});
const subClient = pubClient.duplicate();

pubClient.on("error", (err) => console.error("Redis pub client:", err.message));
subClient.on("error", (err) => console.error("Redis sub client:", err.message));

const io = new Server({
  adapter: createShardedAdapter(pubClient, subClient),
});
// #endregion adapter

io.on("connection", (socket) => {
  socket.on("chat message", (text) => {
    io.emit("chat message", text);
  });
});

io.listen(port);
console.log(`server listening on port ${port}`);
