import { Server as Engine } from "@socket.io/bun-engine";
import { Server } from "socket.io";

const io = new Server();

const engine = new Engine({
  // required: the engine answers on "/engine.io/" by default, the clients ask for "/socket.io/"
  path: "/socket.io/",
  pingInterval: Number(process.env.PING_INTERVAL) || 25000,
});

io.bind(engine);

io.on("connection", (socket) => {
  console.log(`client connected: ${socket.id}`);
  socket.emit("hello", "bun");
});

// Bun starts a server from the default export of the entry file
export default {
  port: Number(process.env.PORT) || 3000,
  // fetch and websocket handlers, body limits, and an idleTimeout above the pingInterval
  ...engine.handler(),
};
