import { createClient } from "redis";
import { Server } from "socket.io";
import { createAdapter } from "@socket.io/redis-adapter";

const port = Number(process.env.PORT) || 3000;

// #region adapter
// one connection to publish, a second one dedicated to subscriptions
const pubClient = createClient({ url: process.env.REDIS_URL || "redis://localhost:6379" });
const subClient = pubClient.duplicate();

// say why Redis is unreachable (without a listener, the adapter only prints
// "missing 'error' handler on this Redis client")
pubClient.on("error", (err) => console.error("Redis pub client:", err.message));
subClient.on("error", (err) => console.error("Redis sub client:", err.message));

await Promise.all([pubClient.connect(), subClient.connect()]);

const io = new Server({
  adapter: createAdapter(pubClient, subClient),
});
// #endregion adapter

io.on("connection", (socket) => {
  socket.on("chat message", (text) => {
    // reaches the clients of every server connected to the same Redis
    io.emit("chat message", text);
  });
});

io.listen(port);
console.log(`server listening on port ${port}`);
