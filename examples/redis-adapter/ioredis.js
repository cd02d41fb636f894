// #region adapter
import { Redis } from "ioredis";
import { Server } from "socket.io";
import { createAdapter } from "@socket.io/redis-adapter";

// #endregion adapter
const port = Number(process.env.PORT) || 3000;

// #region adapter
// ioredis connects on its own: there is no connect() to call
const pubClient = new Redis(process.env.REDIS_URL || "redis://localhost:6379");
const subClient = pubClient.duplicate();

pubClient.on("error", (err) => console.error("Redis pub client:", err.message));
subClient.on("error", (err) => console.error("Redis sub client:", err.message));

const io = new Server({
  adapter: createAdapter(pubClient, subClient),
});
// #endregion adapter

io.on("connection", (socket) => {
  socket.on("chat message", (text) => {
    io.emit("chat message", text);
  });
});

io.listen(port);
console.log(`server listening on port ${port}`);
