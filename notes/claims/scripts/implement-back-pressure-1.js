// back-pressure: 1 MiB chunk with default maxHttpBufferSize, over websocket and polling
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const io = new Server(4187);
io.on("connection", (s) => { s.on("upload:chunk", (b, cb) => cb({ ok: true })); s.on("disconnect", (r) => console.log("  server reason:", r)); });
(async () => {
  for (const transports of [["websocket"], ["polling"]]) {
    const c = ioc("http://localhost:4187", { transports, reconnection: false });
    await new Promise((r) => c.on("connect", r));
    c.on("disconnect", (r) => console.log("  client reason:", r));
    const t = Date.now();
    try { await c.timeout(10000).emitWithAck("upload:chunk", Buffer.alloc(1048576)); console.log(transports[0], "accepted"); }
    catch (e) { console.log(transports[0], "rejected:", e.message, Date.now() - t, "ms"); }
    c.close();
  }
  io.close();
})();
