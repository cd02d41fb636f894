// Node client: extraHeaders/query on WebSocket, timestamp param, cookie jar with withCredentials
const { Server } = require("socket.io");
const { io } = require("socket.io-client");
const srv = new Server(4123, { cookie: true });
const urls = [];
srv.engine.on("initial_headers", (h, req) => urls.push(req.url));
srv.engine.on("headers", (h, req) => { if (!urls.includes(req.url)) urls.push(req.url); });
let cookieSeen = [];
srv.use((s, next) => { cookieSeen.push(s.handshake.headers.cookie); next(); });
async function run(opts) {
  urls.length = 0;
  const s = io("http://localhost:4123", { forceNew: true, ...opts });
  const h = await new Promise((r) => srv.once("connection", (ss) => r(ss)));
  await new Promise((r) => setTimeout(r, 300));
  const out = { transport: h.conn.transport.name, header: h.handshake.headers["x-v"], query: h.handshake.query.room, urls: urls.slice(0, 4) };
  s.disconnect();
  return out;
}
(async () => {
  console.log("websocket only", JSON.stringify(await run({ transports: ["websocket"], extraHeaders: { "x-v": "1" }, query: { room: "lobby" } })));
  console.log("default", JSON.stringify(await run({ extraHeaders: { "x-v": "1" } })));
  console.log("timestampRequests:false", JSON.stringify(await run({ timestampRequests: false })));
  console.log("timestampRequests:true ws", JSON.stringify(await run({ timestampRequests: true, transports: ["websocket"] })));
  cookieSeen = [];
  const s = io("http://localhost:4123", { forceNew: true, withCredentials: true, transports: ["polling"] });
  let n = 0;
  s.on("connect", () => { if (++n === 1) return s.io.engine.close(); console.log("cookie header seen by the server (1st, 2nd connection):", cookieSeen); s.disconnect(); srv.close(); });
})();
