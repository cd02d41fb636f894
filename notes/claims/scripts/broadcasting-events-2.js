// broadcasting-events: two nodes with the Redis adapter (redis-server on port 4150): io.local, cross-node acks and rooms
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const { createClient } = require("redis");
const { createAdapter } = require("@socket.io/redis-adapter");
async function node(port) {
  const pub = createClient({ url: "redis://localhost:4150" }); const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  const io = new Server(port, { adapter: createAdapter(pub, sub) });
  io.on("connection", (s) => s.join("sports"));
  return { io, close: () => { io.close(); pub.quit(); sub.quit(); } };
}
(async () => {
  const a = await node(4151), b = await node(4152);
  const got = [];
  const clients = [4151, 4152].map((p) => {
    const c = ioc("http://localhost:" + p);
    c.onAny((ev) => got.push(p + ":" + ev));
    c.on("q", (cb) => cb("answer from " + p));
    return c;
  });
  await new Promise((r) => setTimeout(r, 500));
  a.io.local.emit("local");
  a.io.emit("all");
  a.io.to("sports").emit("room");
  a.io.local.to("sports").emit("local room");
  console.log("acks from both nodes:", await a.io.timeout(1000).emitWithAck("q"));
  console.log("fetchSockets in room across nodes:", (await a.io.in("sports").fetchSockets()).length, "local adapter.rooms size:", a.io.of("/").adapter.rooms.get("sports").size);
  await new Promise((r) => setTimeout(r, 300));
  console.log(got.sort().join(", "));
  clients.forEach((c) => c.close()); a.close(); b.close();
})();
