import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { Server } from "socket.io";

const app = new Hono();

app.get("/", (c) => c.text("Hono route"));

// serve() creates a Node.js HTTP server, starts listening and returns the server
const httpServer = serve({
  fetch: app.fetch,
  port: Number(process.env.PORT) || 3000,
});

const io = new Server(httpServer, {
  // options go here
});

io.on("connection", (socket) => {
  console.log(`client connected: ${socket.id}`);
  socket.emit("hello", "Hono on Node.js");
});
