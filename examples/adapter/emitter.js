// #region emitter
import { createClient } from "redis";
import { Emitter } from "@socket.io/redis-emitter";

const redisClient = createClient({ url: process.env.REDIS_URL || "redis://localhost:6379" });
await redisClient.connect();

const emitter = new Emitter(redisClient);
emitter.to("room1").emit("news", "a new article is online");

// commands run in order: the message is published before the connection closes
await redisClient.quit();
// #endregion emitter
