// emitting-events: 1,000 numbered events from the client, sent while the transport upgrades, arrive in order
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const io = new Server(4148);
io.on("connection", (socket) => {
  let expected = 0, bad = 0;
  socket.on("n", (i) => { if (i !== expected++) bad++; if (i === 999) { console.log("received", expected, "out of order:", bad, "transport:", socket.conn.transport.name); c.close(); io.close(); } });
});
const c = ioc("http://localhost:4148");
for (let i = 0; i < 1000; i++) setTimeout(() => c.emit("n", i), i / 10);
