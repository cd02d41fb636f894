import { createClient } from "redis";
import { Server } from "socket.io";
import { createShardedAdapter } from "@socket.io/redis-adapter";

const port = Number(process.env.PORT) || 3000;

const pubClient = createClient({ url: process.env.REDIS_URL || "redis://localhost:6379" });
const subClient = pubClient.duplicate();

pubClient.on("error", (err) => console.error("Redis pub client:", err.message));
subClient.on("error", (err) => console.error("Redis sub client:", err.message));

await Promise.all([pubClient.connect(), subClient.connect()]);

const io = new Server({
  adapter: createShardedAdapter(pubClient, subClient, {
    subscriptionMode: "dynamic", // the default
  }),
});

io.on("connection", (socket) => {
  socket.on("chat message", (text) => {
    io.emit("chat message", text);
  });
});

io.listen(port);
console.log(`server listening on port ${port}`);
