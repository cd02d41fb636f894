import { randomUUID } from "node:crypto";
import { Server } from "socket.io";

const io = new Server(Number(process.env.PORT) || 3000);

io.engine.generateId = (req) => {
  return randomUUID(); // must be unique across all your Socket.IO servers
};
