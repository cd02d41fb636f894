// socket id after a reconnection with connection state recovery
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const io = new Server(4192, { connectionStateRecovery: {} });
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
(async () => {
  const b = ioc("http://localhost:4192", { transports: ["websocket"] });
  b.on("x", () => {});
  await wait(300); io.emit("x", 1); await wait(100);
  const id1 = b.id;
  io.of("/").sockets.forEach((s) => s.conn.close()); // lost connection, server side
  await wait(2500);
  console.log("recovered:", b.recovered, "same id:", id1 === b.id);
  const id2 = b.id; b.disconnect(); b.connect(); await wait(500);
  console.log("after disconnect()+connect(): same id:", id2 === b.id);
  b.close(); io.close();
})();
