import { createClient } from "redis";
import { createAdapter } from "@socket.io/redis-adapter";
import { Server } from "socket.io";

const pubClient = createClient({ url: process.env.REDIS_URL || "redis://localhost:6379" });
const subClient = pubClient.duplicate();
await Promise.all([pubClient.connect(), subClient.connect()]);

const io = new Server(Number(process.env.PORT) || 3000, {
  adapter: createAdapter(pubClient, subClient),
});

const name = process.env.NODE_NAME || `node-${process.pid}`;

// #region server-side-emit
// received from the *other* servers of the cluster, never from clients
io.on("hello", (from) => {
  console.log(`${name} got "hello" from ${from}`);
});

// with an acknowledgement: each other server answers
io.on("count clients", (callback) => {
  callback(io.engine.clientsCount);
});

io.on("connection", (socket) => {
  socket.on("say hello to the cluster", () => {
    io.serverSideEmit("hello", name);
  });

  socket.on("count clients everywhere", async (callback) => {
    // one answer per other server (this one is not included)
    const counts = await io.serverSideEmitWithAck("count clients");
    callback(counts.reduce((sum, n) => sum + n, io.engine.clientsCount));
  });
});
// #endregion server-side-emit

console.log(`${name} ready`);
