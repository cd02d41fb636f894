// disconnect() on a fresh session: no recovery; without CSR server emits are lost, client emits buffered
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
(async () => {
  const io = new Server(4201, { connectionStateRecovery: {} });
  io.on("connection", (s) => s.on("disconnect", (r) => console.log("server disconnect reason:", r)));
  const a = ioc("http://localhost:4201");
  const got = []; a.onAny((...x) => got.push(x[1]));
  a.on("disconnect", (r) => console.log("client disconnect reason:", r));
  await wait(300);
  io.emit("m", "m1"); await wait(100);
  a.disconnect(); io.emit("m", "m2"); await wait(100);
  a.connect(); await wait(400);
  console.log("fresh disconnect(): recovered", a.recovered, "got", got);
  a.close(); io.close();
  const io2 = new Server(4202);
  io2.on("connection", (s) => s.on("x", (v) => console.log("io2 got", v)));
  const b = ioc("http://localhost:4202"); const got2 = []; b.onAny((...x) => got2.push(x[1]));
  await wait(300);
  b.disconnect(); io2.emit("m", "lost"); b.emit("x", "buffered"); await wait(100);
  b.connect(); await wait(400);
  console.log("no CSR: got", got2);
  b.close(); io2.close();
})();
