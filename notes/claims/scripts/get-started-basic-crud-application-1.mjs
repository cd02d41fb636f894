// basic-crud claims: acks, double ack, emitWithAck without timeout, broadcast
import { Server } from "socket.io";
import { io as ioc } from "socket.io-client";
const io = new Server(4220);
const log = (...a) => console.log(...a);
io.on("connection", (socket) => {
  socket.on("noack", (...args) => log("noack last arg type:", typeof args[args.length - 1]));
  socket.on("twice", (cb) => { cb(1); cb(2); });
  socket.on("never", () => {});
  socket.on("bcast", () => socket.broadcast.emit("b", socket.id));
  socket.on("kick", () => socket.disconnect());
});
const url = "http://localhost:4220";
const a = ioc(url), b = ioc(url);
a.on("b", () => log("A got own broadcast (wrong)"));
b.on("b", () => log("B got broadcast"));
await Promise.all([a, b].map((s) => new Promise((r) => s.on("connect", r))));
a.emit("noack", { x: 1 });
log("twice ->", await a.emitWithAck("twice"));
a.on("message", (v) => log("second answer?", v));
await a.timeout(300).emitWithAck("never").catch((e) => log("timeout:", e.message));
a.emit("bcast");
await new Promise((r) => setTimeout(r, 200));
// no timeout: what ends the wait when the connection drops?
const p = a.emitWithAck("never").then((v) => log("resolved", v), (e) => log("no-timeout rejects:", e.message));
setTimeout(() => a.emit("kick"), 200);
await Promise.race([p, new Promise((r) => setTimeout(() => { log("still pending after 2s"); r(); }, 2000))]);
// offline: emitted while disconnected -> buffered; does it reject?
a.io.opts.reconnection = false;
const q = a.emitWithAck("never").then((v) => log("resolved", v), (e) => log("offline rejects:", e.message));
await Promise.race([q, new Promise((r) => setTimeout(() => { log("offline emit still pending after 1s"); r(); }, 1000))]);
a.close(); b.close(); io.close();
setTimeout(() => process.exit(0), 100);
