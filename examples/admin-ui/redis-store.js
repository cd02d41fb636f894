// Needs `npm install @socket.io/admin-ui ioredis` and a Redis server.
import { Server } from "socket.io";
import { instrument, RedisStore } from "@socket.io/admin-ui";
import { Redis } from "ioredis";

const io = new Server(Number(process.env.PORT) || 3000, {
  cors: {
    origin: ["https://admin.socket.io"],
    credentials: true,
  },
});

// RedisStore calls the client with callbacks, the API of the redis package up to version 3,
// which ioredis still accepts
const redisClient = new Redis(process.env.REDIS_URL || "redis://localhost:6379");

instrument(io, {
  auth: {
    type: "basic",
    username: "admin",
    // the bcrypt hash of "changeit"
    password: process.env.ADMIN_PASSWORD_HASH || "$2a$10$ksU8Qi8rXdXrfV1KZOHB3.dwnENIVHPrepSKRRScsnmvvz353FSdm",
  },
  // the dashboard's sessions, in Redis: valid on every server that uses it, and after a restart
  store: new RedisStore(redisClient),
});
