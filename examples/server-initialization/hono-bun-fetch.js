import { Server as Engine } from "@socket.io/bun-engine";
import { Hono } from "hono";
import { Server } from "socket.io";

const io = new Server();
// no path option here: Hono routes the requests, the engine does not check their path
const engine = new Engine();

io.bind(engine);

io.on("connection", (socket) => {
  console.log(`client connected: ${socket.id}`);
  socket.emit("hello", "Hono on Bun");
});

const app = new Hono();
app.get("/", (c) => c.text("Hono route"));

// #region fetch
const { websocket, idleTimeout } = engine.handler();

export default {
  port: Number(process.env.PORT) || 3000,
  // without it, Bun cuts a long-polling request after 10 seconds
  idleTimeout,
  websocket,

  fetch(req, server) {
    const { pathname } = new URL(req.url);
    if (pathname === "/socket.io/") {
      return engine.handleRequest(req, server);
    }
    return app.fetch(req, server);
  },
};
// #endregion fetch
