// emitting-events: types, BigInt, acks, timeouts, reserved names, size limit
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const io = new Server(4140);
io.on("connection", (socket) => {
  socket.onAny((ev, ...a) => { if (ev === "types") { const cb = a.pop(); cb(a.map((v) => [typeof v, Buffer.isBuffer(v) ? "Buffer:" + [...v] : JSON.stringify(v)])); } });
  socket.on("twice", (cb) => { cb("one", "two"); cb("again"); });
  socket.on("never", () => {});
  try { socket.emit("x", 1n); } catch (e) { console.log("server BigInt:", e.constructor.name, e.message); }
  for (const n of ["connect", "disconnect", "disconnecting", "newListener"]) try { socket.emit(n); } catch (e) { console.log("server socket.emit:", e.message); }
  try { io.emit("connect_error"); } catch (e) { console.log("io.emit:", e.message); }
  try { io.to("r").emit("removeListener"); } catch (e) { console.log("io.to.emit:", e.message); }
  try { io.serverSideEmit("connection"); } catch (e) { console.log("serverSideEmit:", e.message); }
  try { io.serverSideEmit("new_namespace"); } catch (e) { console.log("serverSideEmit:", e.message); }
  try { io.serverSideEmit("connect"); } catch (e) { console.log("serverSideEmit:", e.message); }
  socket.on("disconnect", (r) => console.log("server saw disconnect:", r));
});
const s = ioc("http://localhost:4140", { transports: ["websocket"] });
s.on("connect", async () => {
  s.emit("types", "text", 3.14, true, null, new Date("2024-07-25"), new Map([[1, 2]]), new Set([1]), { kept: 1, gone: undefined }, NaN, Infinity,
    Buffer.from([1, 2, 3]), new Uint8Array([4, 5]).buffer, new Uint16Array([1, 256]), (r) => console.log("types:", JSON.stringify(r)));
  try { s.emit("x", 1n); } catch (e) { console.log("client BigInt:", e.constructor.name, e.message); }
  try { s.emit("disconnecting"); } catch (e) { console.log("client emit:", e.message); }
  s.emit("twice", (...a) => console.log("callback args:", a));
  console.log("emitWithAck:", await s.emitWithAck("twice"));
  s.timeout(300).emit("never", (err) => console.log("timeout cb err:", err && err.message));
  try { await s.timeout(300).emitWithAck("never"); } catch (e) { console.log("timeout emitWithAck:", e.message); }
  // raw packet with a reserved name: bypass emit()
  s.on("disconnect", (r) => { console.log("client disconnect reason after reserved packet:", r); big(); });
  s.packet({ type: 2, data: ["disconnect"] });
});
function big() {
  const c = ioc("http://localhost:4140", { transports: ["websocket"], reconnection: false });
  c.on("connect", () => c.emit("big", "x".repeat(1e6 + 10)));
  c.on("disconnect", (r) => { console.log("client after >1e6 message:", r); s.close(); c.close(); io.close(); });
}
