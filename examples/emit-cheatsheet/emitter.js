import { Emitter } from "@socket.io/redis-emitter";
import { createClient } from "redis";

// #region setup
// a process with no Socket.IO server, only a Redis connection
const redisClient = createClient({ url: process.env.REDIS_URL || "redis://localhost:6379" });
await redisClient.connect();

const emitter = new Emitter(redisClient);
// #endregion setup

// #region emitter
// to every client of every server
emitter.emit("from emitter", "for everyone");

// to a room
emitter.to("game2").emit("from emitter to room", "for game2");

// to every client, except a room
emitter.except("spectators").emit("from emitter except", "for everyone but the spectators");

// to another namespace
emitter.of("/admin").emit("from emitter to namespace", "for the admins");

// to the servers themselves (see io.on("server hello") in server.js)
emitter.serverSideEmit("server hello", "the emitter");
// #endregion emitter

// QUIT is sent after the pending PUBLISH commands, so nothing is lost
await redisClient.quit();
console.log("done");
