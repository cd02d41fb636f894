// middlewares: join() and emit() during the middlewares; an event emitted before a refusal
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const io = new Server(4155);
let attempt = 0;
io.use(async (socket, next) => {
  attempt++;
  socket.join("early-room");
  socket.emit("from middleware", attempt);
  io.to("early-room").emit("room broadcast during middleware", attempt);
  console.log("attempt", attempt, "fetchSockets during middleware:", (await io.fetchSockets()).length);
  next(attempt === 1 ? new Error("refused") : undefined);
});
io.on("connection", (socket) => {
  console.log("connection, rooms:", [...socket.rooms].length, "has early-room:", socket.rooms.has("early-room"));
  io.to("early-room").emit("room broadcast after connection");
});
const c = ioc("http://localhost:4155");
c.onAny((ev, n) => console.log("client got:", ev, n ?? ""));
c.on("connect_error", (e) => { console.log("connect_error:", e.message, "active:", c.active); c.connect(); });
c.on("connect", () => { console.log("client connect"); setTimeout(() => { c.close(); io.close(); }, 200); });
