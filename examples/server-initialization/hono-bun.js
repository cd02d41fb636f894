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

// on Bun, Hono passes the Bun server as the context's env
app.all("/socket.io/", (c) => engine.handleRequest(c.req.raw, c.env));

app.get("/", (c) => c.text("Hono route"));

export default {
  port: Number(process.env.PORT) || 3000,
  // websocket handlers, body limits and idleTimeout from the engine...
  ...engine.handler(),
  // ...but Hono answers every request
  fetch: app.fetch,
};
