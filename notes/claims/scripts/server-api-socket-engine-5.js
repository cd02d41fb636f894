// io.engine "connection_error" (code, message, context) and "initial_headers"/"headers" on each kind of response.
setTimeout(() => { console.log("TIMEOUT"); process.exit(1); }, 10000).unref();
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const WebSocket = require("ws");
const io = new Server(4205, { allowRequest: (req, cb) => cb(req.url.includes("deny") ? "go away" : null, !req.url.includes("deny")) });
io.engine.on("connection_error", (err) =>
  console.log(`connection_error code=${err.code} message=${JSON.stringify(err.message)} context=${JSON.stringify(err.context)} url=${err.req.url.slice(0, 45)}`));
io.engine.on("initial_headers", (h, req) => { h["x-initial"] = "1"; console.log(`initial_headers ${req.method} ${req._query.transport} sid=${!!req._query.sid}`); });
io.engine.on("headers", (h, req) => { h["x-each"] = "1"; console.log(`headers ${req.method} ${req._query.transport} sid=${!!req._query.sid}`); });
const base = "http://localhost:4205/socket.io/?EIO=4";
const show = async (label, p) => { const r = await p; console.log(`${label}: ${r.status} ${await r.text()} x-initial=${r.headers.get("x-initial")} x-each=${r.headers.get("x-each")}`); };
(async () => {
  await show("unknown transport", fetch(`${base}&transport=carrier-pigeon`));
  await show("unknown sid", fetch(`${base}&transport=polling&sid=nope`));
  await show("POST handshake", fetch(`${base}&transport=polling`, { method: "POST", body: "x" }));
  await show("websocket without upgrade", fetch(`${base}&transport=websocket`));
  await show("allowRequest refusal", fetch(`${base}&transport=polling&deny=1`));
  await show("EIO=3", fetch(`http://localhost:4205/socket.io/?EIO=3&transport=polling`));
  console.log("--- polling handshake, then upgrade");
  await new Promise((resolve) => {
    const c = ioc("http://localhost:4205", { reconnection: false });
    c.io.engine.on("upgrade", () => { c.close(); resolve(); });
  });
  console.log("--- websocket-only handshake");
  await new Promise((resolve) => {
    const ws = new WebSocket("ws://localhost:4205/socket.io/?EIO=4&transport=websocket");
    ws.on("upgrade", (res) => console.log("ws upgrade response x-initial:", res.headers["x-initial"], "x-each:", res.headers["x-each"]));
    ws.on("open", () => { ws.close(); resolve(); });
  });
  setTimeout(() => { io.close(); process.exit(0); }, 100);
})();
