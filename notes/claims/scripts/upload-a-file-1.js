// maxHttpBufferSize: what the client sees over WebSocket and HTTP long-polling
const { createServer } = require("node:http");
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
(async () => {
  const http = createServer();
  const io = new Server(http);
  console.log("default maxHttpBufferSize:", io.engine.opts.maxHttpBufferSize);
  io.on("connection", (s) => s.on("upload", (d, cb) => cb && cb(d.length)));
  await new Promise((r) => http.listen(0, r));
  const url = `http://localhost:${http.address().port}`;
  for (const [transports, size] of [[["websocket"], 1.5e6], [["polling"], 1.5e6], [["polling"], 9e5], [["websocket"], 9e5]]) {
    for (let i = 0; i < (transports[0] === "polling" && size > 1e6 ? 5 : 1); i++) {
      const c = ioc(url, { transports });
      await new Promise((r) => c.on("connect", r));
      const t0 = Date.now();
      const out = await new Promise((r) => {
        c.on("disconnect", (reason) => r("disconnect " + reason));
        c.on("connect_error", (e) => r("connect_error " + e.message));
        c.timeout(3000).emit("upload", Buffer.alloc(size), (err, n) => r(err ? "ack timeout" : "ack " + n));
      });
      const re = await new Promise((r) => { c.once("connect", () => r("reconnected after " + (Date.now() - t0) + " ms")); setTimeout(() => r("no reconnect in 3 s"), 3000); });
      console.log(transports[0], size, "->", out, "|", re, "| active", c.active);
      c.close();
    }
  }
  io.close();
})();
