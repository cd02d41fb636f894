// socket.use() and acknowledgements; what fetchSockets() returns on a single server; engine "connection" order.
setTimeout(() => { console.log("TIMEOUT"); process.exit(1); }, 10000).unref();
const { Server, Socket } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const io = new Server(4207);
io.engine.on("connection", (raw) => console.log("engine connection; Socket.IO sockets so far:", io.of("/").sockets.size));
io.on("connection", async (socket) => {
  console.log("io connection");
  socket.use((packet, next) => { console.log("socket.use saw:", JSON.stringify(packet.slice(0, 2))); next(); });
  const [s] = await io.fetchSockets();
  console.log("fetchSockets()[0] is the Socket itself:", s === socket, s instanceof Socket);
  console.log("answer:", await socket.emitWithAck("question"));
  socket.on("done", () => { io.close(); process.exit(0); });
});
const c = ioc("http://localhost:4207", { reconnection: false });
c.on("question", (cb) => { cb(42); setTimeout(() => c.emit("done"), 100); });
