// server-instance: upgrade refusal response, generateId promise, clientsCount, disconnectSockets(true), serverSideEmit, io.close (ports 4100-4104)
const { createServer } = require("http");
const net = require("net");
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
(async () => {
  const httpServer = createServer();
  const io = new Server(httpServer, { allowRequest: (req, cb) => cb(req.headers["x-deny"] ? "some message" : null, !req.headers["x-deny"]) });
  io.engine.generateId = async () => "custom-" + Math.random().toString(36).slice(2);
  let sawRootNs = false;
  io.on("new_namespace", (n) => { if (n.name === "/") sawRootNs = true; });
  io.engine.on("headers", (h, req) => { if (req.headers.upgrade) h["x-ws"] = "1"; });
  await new Promise((r) => httpServer.listen(4104, r));
  // raw websocket upgrade refused by allowRequest
  const raw = await new Promise((resolve) => {
    const s = net.connect(4104, "localhost", () => s.write("GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nX-Deny: 1\r\n\r\n"));
    let d = ""; s.on("data", (c) => (d += c)); s.on("close", () => resolve(d));
  });
  console.log("ws refusal:", JSON.stringify(raw));
  // generateId and socket.id
  const ids = new Promise((r) => io.once("connection", (s) => r([s.id, s.conn.id])));
  const c1 = ioc("http://localhost:4104", { transports: ["websocket"], reconnectionDelay: 100 });
  console.log("ids (socket.id, conn.id):", await ids);
  // clientsCount with a connection to /admin only
  io.of("/admin");
  const c2 = ioc("http://localhost:4104/admin", { transports: ["websocket"], forceNew: true });
  await new Promise((r) => c2.on("connect", r));
  console.log("clientsCount:", io.engine.clientsCount, "main ns sockets:", io.of("/").sockets.size, "new_namespace for / seen:", sawRootNs);
  // disconnectSockets(true)
  const reason = new Promise((r) => c1.once("disconnect", r));
  io.disconnectSockets(true);
  console.log("client reason:", await reason);
  await wait(500);
  console.log("client reconnected by itself after 500 ms:", c1.connected, "active:", c1.active);
  c1.connect(); await new Promise((r) => c1.once("connect", r));
  // reserved events / serverSideEmit
  for (const ev of ["connect", "connection", "new_namespace", "disconnect"]) {
    try { io.serverSideEmit(ev); console.log("serverSideEmit", ev, "no throw"); } catch (e) { console.log("serverSideEmit", ev, "throws:", e.message); }
  }
  try { await Promise.race([io.serverSideEmitWithAck("x").then((a) => console.log("withAck answers", a)), wait(300).then(() => console.log("withAck pending"))]); console.log("withAck resolved"); } catch (e) { console.log("withAck rejects:", e.message); }
  // close
  const sReason = new Promise((r) => io.of("/").sockets.forEach((s) => s.on("disconnect", r)));
  const cReason = new Promise((r) => c1.once("disconnect", r));
  let httpClosed = false; httpServer.on("close", () => (httpClosed = true));
  const p = io.close();
  console.log("close returns promise:", p instanceof Promise);
  console.log("server reason:", await sReason, "client reason:", await cReason);
  await p; console.log("http server closed:", httpClosed, "listening:", httpServer.listening);
  c1.close(); c2.close();
})();
