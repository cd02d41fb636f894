// io.timeout() and a broadcast acknowledgement without timeout(); disconnectSockets(false)
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");

const io = new Server(4103);
const url = "http://localhost:4103";
const fast = ioc(url), slow = ioc(url), fastAdmin = ioc(url + "/admin");
fast.on("q", (cb) => cb("fast"));
slow.on("q", (cb) => setTimeout(() => cb("slow"), 1000));
io.of("/admin");
let n = 0;
io.of("/admin").on("connection", () => ++n === 3 && run());
io.on("connection", () => ++n === 3 && run());

async function run() {
  // nobody in the room, no timeout()
  io.to("empty").emit("q", (err, res) => console.log("no clients, no timeout():", err && err.message, res));
  // two clients, no timeout()
  const t0 = Date.now();
  io.emit("q", (err, res) => console.log(`2 clients, no timeout(): after ${Date.now() - t0} ms`, err && err.message, res));
  await new Promise((r) => setTimeout(r, 1200));
  const t1 = Date.now();
  io.timeout(500).emit("q", (err, res) => console.log(`timeout(500): after ${Date.now() - t1} ms`, err && err.message, res));
  await new Promise((r) => setTimeout(r, 1200));
  io.timeout(1500).emit("q", (err, res) => console.log("timeout(1500):", err, res));
  try { await io.timeout(300).emitWithAck("q"); } catch (e) { console.log("emitWithAck rejects:", e.message, e.responses); }
  await new Promise((r) => setTimeout(r, 1500));
  // disconnectSockets() without close: the other namespace of the same connection stays
  fast.on("disconnect", (r) => console.log("client /:", r));
  io.disconnectSockets();
  await new Promise((r) => setTimeout(r, 300));
  console.log("after io.disconnectSockets(): /admin connected:", fastAdmin.connected, "engine clients:", io.engine.clientsCount);
  fast.close(); slow.close(); fastAdmin.close(); io.close();
}
