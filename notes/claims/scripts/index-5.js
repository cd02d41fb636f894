// Packet buffering while disconnected (and volatile emits dropped), the page's ack sample, its broadcast sample.
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const PORT = 4901;
const start = () => {
  const io = new Server(PORT);
  io.on("connection", (socket) => {
    socket.onAny((ev, ...args) => typeof args.at(-1) !== "function" && console.log("server got:", ev, args[0]));
    socket.on("create order", (order, callback) => callback({ status: "created", id: "a1b2" }));
    socket.on("join", (room) => socket.join(room));
    socket.on("broadcast please", () => {
      io.emit("news", "to everyone");
      io.to("room-42").emit("news", "to the clients in room-42");
      socket.broadcast.emit("news", "to everyone but this socket");
    });
  });
  return io;
};
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
(async () => {
  let io = start();
  const a = ioc(`http://localhost:${PORT}`, { reconnectionDelay: 200, reconnectionDelayMax: 200 });
  const b = ioc(`http://localhost:${PORT}`, { reconnectionDelay: 200, reconnectionDelayMax: 200 });
  await Promise.all([a, b].map((s) => new Promise((r) => s.once("connect", r))));
  console.log("ack:", await a.timeout(5000).emitWithAck("create order", { item: 42 }));
  b.emit("join", "room-42");
  a.on("news", (t) => console.log("A got news:", t));
  b.on("news", (t) => console.log("B (in room-42) got news:", t));
  await wait(100);
  a.emit("broadcast please");
  await wait(300);
  io.close(); // server goes away
  await new Promise((r) => a.once("disconnect", (reason) => { console.log("A disconnected:", reason); r(); }));
  a.emit("buffered", "sent while offline");
  a.volatile.emit("stale", "volatile, right after the disconnect");
  await wait(1000); // a reconnection attempt has replaced the engine by now
  a.volatile.emit("stale", "volatile, 1 s after the disconnect");
  a.emit("buffered", "1 s after the disconnect");
  await wait(300);
  io = start();
  await new Promise((r) => a.once("connect", r));
  await wait(300);
  a.close(); b.close(); io.close();
})();
