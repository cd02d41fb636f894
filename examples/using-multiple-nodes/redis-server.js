import { Server } from "socket.io";
import { createAdapter } from "@socket.io/redis-adapter";
import { createClient } from "redis";

const port = Number(process.env.PORT) || 3000;

// #region adapter
// two Redis connections: one publishes, the other one subscribes
const pubClient = createClient({ url: process.env.REDIS_URL || "redis://localhost:6379" });
const subClient = pubClient.duplicate();
await Promise.all([pubClient.connect(), subClient.connect()]);

const io = new Server({
  adapter: createAdapter(pubClient, subClient),
});
// #endregion adapter

io.on("connection", (socket) => {
  socket.emit("welcome", `server on port ${port}`);

  socket.on("chat message", (text) => {
    // reaches the clients of every server that shares this Redis
    io.emit("chat message", text);
  });
});

io.listen(port);
