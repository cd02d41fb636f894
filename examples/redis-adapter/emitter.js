import { createClient } from "redis";
import { Emitter } from "@socket.io/redis-emitter";

const redisClient = createClient({ url: process.env.REDIS_URL || "redis://localhost:6379" });
await redisClient.connect();

const emitter = new Emitter(redisClient);

// the same API as io.emit(), io.to(room).emit()...
emitter.emit("chat message", "hello from a process without Socket.IO");

// commands run in order: the message is published before the connection closes
await redisClient.quit();
