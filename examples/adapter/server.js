// a Socket.IO server with the Redis adapter, whose clients join room1: what the emitter sample publishes to
import { Server } from "socket.io";
import { createClient } from "redis";
import { createAdapter } from "@socket.io/redis-adapter";

const pubClient = createClient({ url: process.env.REDIS_URL || "redis://localhost:6379" });
const subClient = pubClient.duplicate();
await Promise.all([pubClient.connect(), subClient.connect()]);

const io = new Server({ adapter: createAdapter(pubClient, subClient) });
io.on("connection", (socket) => socket.join("room1"));
io.listen(Number(process.env.PORT) || 3000);
