import Fastify from "fastify";
import { Server } from "socket.io";

const fastify = Fastify();

fastify.get("/", async () => "Fastify route");

const io = new Server(fastify.server, {
  // options go here
});

io.on("connection", (socket) => {
  console.log(`client connected: ${socket.id}`);
  socket.emit("hello", "Fastify");
});

// #region pre-close
// fastify.close() waits for every open connection to end: close the Socket.IO ones first
fastify.addHook("preClose", (done) => {
  io.local.disconnectSockets(true);
  done();
});
// #endregion pre-close

await fastify.listen({ port: Number(process.env.PORT) || 3000 });

process.on("SIGINT", async () => {
  await fastify.close();
  console.log("server closed");
});
