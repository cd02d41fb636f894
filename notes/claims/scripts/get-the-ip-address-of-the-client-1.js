// get-ip: handshake.address / conn.remoteAddress / request.socket.remoteAddress, IPv4-mapped, ::1, after upgrade; socket id on reconnection
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const io = new Server(4191, { connectionStateRecovery: {} });
io.on("connection", (s) => {
  const show = (w) => console.log(w, s.handshake.headers["x-forwarded-for"] || "", s.handshake.address, s.conn.remoteAddress, s.request.socket.remoteAddress, s.conn.transport.name, "recovered:", s.recovered);
  show("on connection");
  s.conn.once("upgrade", () => show("after upgrade"));
});
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
(async () => {
  const a = ioc("http://127.0.0.1:4191", { extraHeaders: { "x-forwarded-for": "203.0.113.9" } });
  await wait(400);
  const b = ioc("http://[::1]:4191", { transports: ["websocket"], extraHeaders: { "x-forwarded-for": "203.0.113.10" } });
  await wait(300);
  const id1 = b.id;
  b.io.engine.close(); // simulate a lost connection
  await wait(1500);
  console.log("same id after recovered reconnection:", id1 === b.id, "recovered", b.recovered);
  a.close(); b.close(); io.close();
})();
