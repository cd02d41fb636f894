// `this` in a listener is the socket; io.on() from a register function piles up; socket.nsp.server is io
const { Server } = require("socket.io");
const { io: connect } = require("socket.io-client");
process.on("warning", (w) => console.log("warning:", w.name, w.message.slice(0, 80)));
const io = new Server(4501);
io.on("connection", (socket) => {
  io.on("something", () => {}); // the pitfall: one more listener per connection
  socket.on("who", function (cb) {
    cb({ thisIsSocket: this === socket, nspIsMain: this.nsp === io.of("/"), nspServerIsIo: this.nsp.server === io, serverIsIo: this.server === io });
  });
});
(async () => {
  const clients = [];
  for (let i = 0; i < 11; i++) {
    const c = connect("http://localhost:4501", { forceNew: true });
    await new Promise((r) => c.once("connect", r));
    clients.push(c);
  }
  console.log("who:", JSON.stringify(await clients[0].emitWithAck("who")));
  console.log("listeners of something:", io.listenerCount("something"));
  clients.forEach((c) => c.disconnect());
  io.close();
})();
