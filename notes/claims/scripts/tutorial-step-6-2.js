// with connectionStateRecovery, socket.emit() to one client also carries the offset and allows recovery
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
(async () => {
  const io = new Server(4207, { connectionStateRecovery: {} });
  io.on("connection", (s) => { if (!s.recovered) s.emit("welcome", "hi"); });
  const a = ioc("http://localhost:4207");
  a.onAny((...x) => console.log("a got", JSON.stringify(x)));
  await wait(300);
  a.io.reconnection(false); a.io.engine.close(); await wait(100);
  io.emit("missed", "m"); await wait(50);
  a.io.reconnection(true); a.connect(); await wait(400);
  console.log("recovered after only a socket.emit():", a.recovered);
  a.close(); io.close();
})();
