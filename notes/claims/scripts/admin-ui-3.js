// redis 6.3 legacy() client in the RedisStore: a login with the right password, without an unhandledRejection handler
const { Server } = require("socket.io");
const { io } = require("socket.io-client");
const { instrument, RedisStore } = require("@socket.io/admin-ui");
const { createClient } = require("redis");
(async () => {
  const redis = await createClient({ url: "redis://localhost:4540" }).connect();
  const server = new Server(4532);
  process.on("exit", (code) => console.log("server process exit code", code));
  instrument(server, {
    auth: { type: "basic", username: "admin", password: "$2a$10$ksU8Qi8rXdXrfV1KZOHB3.dwnENIVHPrepSKRRScsnmvvz353FSdm" },
    store: new RedisStore(redis.legacy()),
  });
  const admin = io("http://localhost:4532/admin", { auth: { username: "admin", password: "changeit" } });
  admin.on("session", (id) => console.log("dashboard got session", id.length, "chars"));
  admin.on("connect", () => console.log("dashboard connected"));
  setTimeout(() => { admin.disconnect(); server.close(); redis.quit(); }, 1500);
})();
