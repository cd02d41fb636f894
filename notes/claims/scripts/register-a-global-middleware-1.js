// order of middlewares: global (via new_namespace) vs parent of a dynamic namespace vs later static ones
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const io = new Server(0);
const port = io.httpServer.address().port;
const order = [];
const mw = (label) => (socket, next) => { order.push(`${label}@${socket.nsp.name}`); next(); };
const created = [];
io.on("new_namespace", (nsp) => { created.push(nsp.name); nsp.use(mw("global")); });
io.of(/^\/team-[a-z]+$/).use(mw("parent"));
io.of("/admin").use(mw("admin-own"));
io.use(mw("main"));
io.on("connection", (s) => order.push("connection@/"));
(async () => {
  for (const ns of ["/team-red", "/admin", "/"]) {
    const c = ioc(`http://localhost:${port}${ns}`);
    await new Promise((r) => c.on("connect", r));
    c.close();
  }
  console.log("new_namespace for:", created.join(", "));
  console.log("order:", order.join(" -> "));
  io.close();
})();
