// redis adapter: serverSideEmitWithAck with one/two servers, timeout + responses, fetchSockets fields, disconnectSockets, to([])
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const { createClient } = require("redis");
const { createAdapter } = require("@socket.io/redis-adapter");
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
async function server(port, opts = {}) {
  const pub = createClient({ url: "redis://localhost:4180" }); const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  const io = new Server(port, { adapter: createAdapter(pub, sub, opts) });
  io.closeAll = async () => { io.close(); await pub.quit(); await sub.quit(); };
  return io;
}
(async () => {
  const A = await server(4182, { requestsTimeout: 1000 });
  let t = Date.now();
  console.log("one server:", await A.serverSideEmitWithAck("count"), Date.now() - t, "ms");
  const B = await server(4183);
  B.on("count", (cb) => cb(B.of("/").sockets.size));
  await wait(200);
  console.log("serverCount", await A.of("/").adapter.serverCount());
  const c = ioc("http://localhost:4183", { transports: ["websocket"], auth: { token: "x" } });
  const reasons = [];
  c.on("disconnect", (r) => reasons.push(r));
  await new Promise((r) => c.on("connect", r));
  console.log("two servers:", await A.serverSideEmitWithAck("count"));
  const C = await server(4184); // never answers
  await wait(200);
  t = Date.now();
  try { await A.serverSideEmitWithAck("count"); } catch (e) { console.log("rejected after", Date.now() - t, "ms:", e.message, "responses:", e.responses); }
  const [rs] = await A.fetchSockets();
  console.log("RemoteSocket keys", Object.keys(rs), "handshake keys", Object.keys(rs.handshake));
  const got = [];
  c.on("hello", (x) => got.push(x));
  A.to([]).emit("hello", "to-empty-array");
  await wait(200);
  console.log("io.to([]) from A reached client on B:", got);
  A.in(c.id).disconnectSockets();
  await wait(300);
  console.log("client reasons", reasons, "active", c.active, "B clients", B.engine.clientsCount);
  await A.closeAll(); await B.closeAll(); await C.closeAll(); c.close();
})();
