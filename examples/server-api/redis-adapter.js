import { createClient } from "redis";
import { Server } from "socket.io";
import { createAdapter } from "@socket.io/redis-adapter";

const pubClient = createClient({ url: process.env.REDIS_URL || "redis://localhost:6379" });
const subClient = pubClient.duplicate();
await Promise.all([pubClient.connect(), subClient.connect()]);

const io = new Server(Number(process.env.PORT) || 3000);

io.adapter(createAdapter(pubClient, subClient));

io.on("connection", (socket) => {
  // reaches the clients of every server sharing this Redis
  socket.on("chat message", (text) => io.emit("chat message", text));
});
