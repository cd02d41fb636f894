// latency: timeout error text, callback signature, late answer, disconnection, buffered packet dropped on timeout, client ping timeout, manager "ping"
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const io = new Server(4186, { pingInterval: 200, pingTimeout: 200 });
let pingsReceived = 0;
io.on("connection", (s) => {
  s.on("ping", (delay, cb) => { pingsReceived++; setTimeout(cb, delay, "pong-arg"); });
});
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
(async () => {
  const c = ioc("http://localhost:4186");
  let mgrPings = 0; c.io.on("ping", () => mgrPings++);
  await new Promise((r) => c.on("connect", r));
  c.timeout(500).emit("ping", 10, (...args) => console.log("callback args with timeout:", args));
  try { await c.timeout(100).emitWithAck("ping", 300); } catch (e) { console.log("emitWithAck rejects:", e.message); }
  await wait(400); console.log("(late answer ignored: nothing printed above after rejection)");
  const p = c.timeout(5000).emitWithAck("ping", 2000); const t = Date.now();
  setTimeout(() => io.of("/").sockets.forEach((s) => s.conn.close()), 100);
  try { await p; } catch (e) { console.log("on disconnection:", e.message, "after", Date.now() - t, "ms"); }
  c.disconnect();
  const before = pingsReceived;
  c.timeout(100).emit("ping", 0, (err) => console.log("buffered emit timed out:", err && err.message, "sendBuffer length", c.sendBuffer.length));
  await wait(200); c.connect(); await wait(500);
  console.log("pings received by server after reconnect:", pingsReceived - before, "manager ping events so far:", mgrPings > 0);
  // client-side ping timeout: stop server pings by closing the server abruptly? Instead: freeze server pings via a raw check of timer delay
  console.log("client delay = pingInterval+pingTimeout:", c.io.engine._pingInterval + c.io.engine._pingTimeout);
  c.close(); io.close();
})();
