// socket.conn events, one conn for two namespaces, Client, and the io.engine members.
setTimeout(() => { console.log("TIMEOUT"); process.exit(1); }, 10000).unref();
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const io = new Server(4204, { pingInterval: 200 });
const e = io.engine;
console.log("opts.pingInterval", e.opts.pingInterval, "pingTimeout", e.opts.pingTimeout, "transports", e.opts.transports);
console.log("engine.httpServer", e.httpServer, "io.httpServer set:", !!io.httpServer);
console.log("upgrades(polling)", e.upgrades("polling"), "upgrades(websocket)", e.upgrades("websocket"));
console.log("errors", JSON.stringify(e.constructor.errors), "errorMessages[0]", e.constructor.errorMessages[0]);
console.log("generateId()", e.generateId({}), typeof e.generateId);
e.on("connection", (raw) => console.log("engine connection", raw.id, raw.transport.name, "Socket.IO Client already made:", raw.listenerCount("data") > 0));
const seen = [];
io.on("connection", (socket) => {
  const conn = socket.conn;
  console.log("client.conn === conn", socket.client.conn === conn, "client.request === request", socket.client.request === socket.request);
  let hb = 0;
  for (const ev of ["upgrading", "upgrade", "flush", "drain", "heartbeat", "packet", "packetCreate", "data", "message"]) {
    conn.on(ev, (a) => {
      if (ev === "heartbeat") hb++;
      const s = ev === "upgrading" || ev === "upgrade" ? a.name : ev === "flush" ? `${a.length} packets` : a && a.type ? a.type : typeof a;
      if (seen.length < 40) seen.push(`${ev}(${s}) on ${conn.transport.name}`);
    });
  }
  conn.on("close", (reason, desc) => console.log("conn close:", reason, desc, "heartbeats:", hb));
});
io.of("/admin").on("connection", (s) => console.log("admin socket shares conn:", s.conn === [...io.of("/").sockets.values()][0]?.conn, "clientsCount", e.clientsCount));
const c = ioc("http://localhost:4204", { reconnection: false });
let chb = 0;
c.io.on("open", () => c.io.engine.on("heartbeat", () => chb++));
c.on("connect", () => setTimeout(() => c.io.socket("/admin").connect(), 300));
setTimeout(() => {
  console.log(seen.join("\n"));
  console.log("client engine heartbeats:", chb);
  c.io.engine.close();
  setTimeout(() => { io.close(); process.exit(0); }, 100);
}, 1500);
