// CSR defaults/behaviour, offset argument, buffering, socket.id while disconnected, serialization
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
(async () => {
  const io = new Server(4200, { connectionStateRecovery: {} });
  console.log("csr opts", io.opts.connectionStateRecovery);
  console.log("ping", io.engine.opts.pingInterval, io.engine.opts.pingTimeout);
  const recv = [];
  io.on("connection", (s) => {
    console.log("server conn", s.id, "recovered", s.recovered, "auth", JSON.stringify(s.handshake.auth));
    s.on("chat message", (...a) => { console.log("server got", a); });
    s.on("types", (...a) => console.log("types", JSON.stringify(a), a[1]));
  });
  const a = ioc("http://localhost:4200", { auth: { serverOffset: 0 } });
  const b = ioc("http://localhost:4200");
  a.onAny((...x) => recv.push(x));
  await wait(300);
  console.log("a.recovered first", a.recovered);
  b.emit("types", new Date(0), new Map([[1, 2]]), new Set([1]), Buffer.from("hi"));
  io.emit("chat message", "m1");
  await wait(200);
  console.log("a received", JSON.stringify(recv));
  // network-like cut
  a.auth.serverOffset = 42;
  a.io.reconnection(false); a.io.engine.close();
  await wait(100);
  console.log("a.id while disconnected", a.id, "connected", a.connected);
  a.emit("chat message", "buffered from a");
  io.emit("chat message", "m2 missed");
  io.timeout(200).emit("withack", () => {});
  io.volatile.emit("chat message", "volatile missed");
  await wait(100);
  a.io.reconnection(true); a.connect();
  await wait(500);
  console.log("a.recovered", a.recovered, "received", JSON.stringify(recv.slice(1)));
  // deliberate disconnect
  a.disconnect();
  io.emit("chat message", "m3");
  await wait(100);
  a.connect();
  await wait(500);
  console.log("after disconnect(): a.recovered", a.recovered);
  // cut without any broadcast received
  const c = ioc("http://localhost:4200");
  await wait(300);
  c.io.reconnection(false); c.io.engine.close(); await wait(100);
  c.io.reconnection(true); c.connect(); await wait(500);
  console.log("c (no broadcast received) recovered", c.recovered);
  a.close(); b.close(); c.close(); io.close();
})();
