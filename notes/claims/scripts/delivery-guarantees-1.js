// client retries: without ackTimeout (callback("ok")), with ackTimeout and no ack, blocked queue, volatile
const { Server } = require("socket.io");
const { io } = require("socket.io-client");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
(async () => {
  const srv = new Server(0);
  const port = srv.httpServer.address().port;
  const count = {};
  srv.on("connection", (s) => {
    s.on("ok", (cb) => { count.ok = (count.ok || 0) + 1; cb("ok"); });
    s.on("never", () => { count.never = (count.never || 0) + 1; });
    s.on("after", (cb) => { count.after = (count.after || 0) + 1; cb(null); });
    s.on("vol", () => { count.vol = (count.vol || 0) + 1; });
  });
  const c1 = io(`http://localhost:${port}`, { retries: 2 });
  await c1.emitWithAck("ok").then((v) => console.log("no ackTimeout: resolved", v), (e) => console.log("no ackTimeout: rejected with", JSON.stringify(e)));
  console.log("ok received", count.ok, "times");
  c1.emit("never"); // no ack ever, no timeout
  c1.emit("after", () => console.log("after acked"));
  c1.volatile.emit("vol");
  await sleep(500);
  console.log("after 500ms: never x", count.never, ", after x", count.after || 0, ", vol x", count.vol || 0);
  c1.io.engine.close(); // reconnection
  await sleep(2500);
  console.log("after reconnection: never x", count.never, ", after x", count.after || 0);
  c1.disconnect();
  const c2 = io(`http://localhost:${port}`, { retries: 3, ackTimeout: 100 });
  const t = Date.now();
  await c2.emitWithAck("never").catch((e) => console.log("ackTimeout 100: rejected", e.message, "after", Date.now() - t, "ms"));
  console.log("never received", count.never, "times in total");
  c2.disconnect(); srv.close();
})();
