import { Server } from "socket.io";
import { createAdapter } from "@socket.io/redis-adapter";
import { createClient } from "redis";

// #region multi-node
const pubClient = createClient({ url: process.env.REDIS_URL || "redis://localhost:6379" });
const subClient = pubClient.duplicate();
await Promise.all([pubClient.connect(), subClient.connect()]);

const io = new Server({ adapter: createAdapter(pubClient, subClient) });

io.on("connection", (socket) => {
  // reaches the clients of every node, through Redis
  socket.on("to all nodes", (text) => {
    io.emit("message", text);
  });

  // reaches the clients connected to this node only
  socket.on("to this node", (text) => {
    io.local.emit("message", text);
  });
});

io.listen(Number(process.env.PORT) || 3000);
// #endregion multi-node
