import { createAdapter } from "@socket.io/redis-adapter";
import { Server as Engine } from "@socket.io/bun-engine";
import { createClient } from "redis";
import { Server } from "socket.io";

const pubClient = createClient({ url: process.env.REDIS_URL || "redis://localhost:6379" });
const subClient = pubClient.duplicate();
await Promise.all([pubClient.connect(), subClient.connect()]);

// the adapter plugs into Socket.IO, above the engine: nothing changes on Bun
const io = new Server({
  adapter: createAdapter(pubClient, subClient),
});

const engine = new Engine({ path: "/socket.io/" });
io.bind(engine);

io.on("connection", (socket) => {
  socket.on("chat message", (msg) => {
    // reaches the clients of every server that shares this Redis
    io.emit("chat message", msg);
  });
});

export default {
  port: Number(process.env.PORT) || 3000,
  ...engine.handler(),
};
