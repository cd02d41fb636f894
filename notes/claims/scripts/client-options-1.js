// defaults seen on a live engine, multiplexing rules, timeout error, unreachable error text
const { Server } = require("socket.io");
const { io } = require("socket.io-client");
const net = require("net");
const srv = new Server(4120);
srv.of("/admin");
const a = io("http://localhost:4120");
a.on("connect", () => {
  const o = a.io.engine.opts;
  console.log("engine opts", JSON.stringify({ path: o.path, port: o.port, hostname: o.hostname, secure: o.secure, forceBase64: o.forceBase64, autoUnref: o.autoUnref, useNativeTimers: o.useNativeTimers, requestTimeout: o.requestTimeout, timestampRequests: o.timestampRequests, closeOnBeforeunload: o.closeOnBeforeunload, perMessageDeflate: o.perMessageDeflate }));
  const b = io("http://localhost:4120");
  const c = io("http://localhost:4120/admin");
  console.log("same ns twice -> same manager?", a.io === b.io, "; other ns -> same manager?", a.io === c.io);
  b.disconnect(); c.disconnect(); a.disconnect();
  // a server that accepts TCP and never answers
  const silent = net.createServer(() => {}).listen(4121, () => {
    const t = io("http://localhost:4121", { timeout: 500, reconnection: false });
    t.on("connect_error", (e) => {
      console.log("silent server connect_error:", e.message);
      t.close(); silent.close(); silent.unref();
      const u = io("http://localhost:4139", { reconnection: false });
      u.on("connect_error", (e2) => {
        console.log("nothing listening connect_error:", e2.message);
        const w = io("http://localhost:4139", { reconnection: false, transports: ["websocket"] });
        w.on("connect_error", (e3) => { console.log("websocket only, nothing listening:", e3.message); srv.close(); });
      });
    });
  });
});
