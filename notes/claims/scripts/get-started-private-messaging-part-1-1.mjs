// private messaging I/II claims: auth resent, connect_error message, rooms, disconnect, broadcast
import { Server } from "socket.io";
import { io as ioc } from "socket.io-client";
const io = new Server(4222);
const log = (...a) => console.log(...a);
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
io.use((socket, next) => {
  const auth = socket.handshake.auth;
  log("handshake.auth:", JSON.stringify(auth), "query has auth?", "username" in socket.handshake.query);
  if (!auth.username && !auth.sessionID) return next(new Error("invalid username"));
  next();
});
io.on("connection", async (socket) => {
  const user = socket.handshake.auth.username || "s";
  socket.join(user);
  socket.join("both-" + user);
  socket.on("early", () => log("early listener got it"));
  socket.on("disconnect", async () => {
    const left = await io.in(user).fetchSockets();
    log("disconnect: rooms", socket.rooms.size, "fetchSockets in user room", left.length);
    socket.broadcast.emit("gone", user);
  });
  await wait(100);
  socket.on("late", () => log("late listener got it (unexpected)"));
});
const url = "http://localhost:4222";
const bad = ioc(url, { reconnection: false });
bad.on("connect_error", (e) => log("connect_error:", e.message));
const a = ioc(url, { autoConnect: false });
a.auth = { username: "alice" };
a.connect();
await new Promise((r) => a.on("connect", r));
a.emit("early"); a.emit("late");
a.auth = { sessionID: "xyz" };
let reconnected = new Promise((r) => a.io.on("reconnect", r));
a.io.engine.close();
await reconnected; log("reconnected after engine.close()");
const b = ioc(url, { auth: { username: "bob" } });
b.on("gone", (u) => log("bob got gone", u));
b.on("x", () => log("bob got x"));
await new Promise((r) => b.on("connect", r));
const b2 = ioc(url, { auth: { username: "bob" } });
b2.on("x", () => log("bob tab2 got x"));
await new Promise((r) => b2.on("connect", r));
// socket in two rooms targeted at once gets it once
io.sockets.sockets.get(b2.id).to("bob").to("both-bob").emit("x");
await wait(200);
b2.disconnect(); await wait(200);
a.disconnect(); await wait(300);
b.close(); bad.close(); io.close(); setTimeout(() => process.exit(0), 100);
