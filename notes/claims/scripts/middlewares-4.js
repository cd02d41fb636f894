// middlewares: io.engine.use() on the WebSocket upgrade: setHeader() reaches the 101 response; the CORS middleware comes first
const { Server } = require("socket.io");
const WebSocket = require("ws");
const io = new Server(4156, { cors: { origin: "https://example.com" } });
io.engine.use((req, res, next) => {
  console.log("upgrade middleware, res is", res.constructor.name, "methods:", ["setHeader", "getHeader", "removeHeader", "writeHead", "end"].map((m) => typeof res[m]).join(","));
  res.setHeader("x-checked", "yes");
  res.writeHead(200, { "x-from-writehead": "yes" });
  next();
});
const ws = new WebSocket("ws://localhost:4156/socket.io/?EIO=4&transport=websocket", { headers: { origin: "https://example.com" } });
ws.on("upgrade", (res) => console.log("101 headers:", JSON.stringify({ checked: res.headers["x-checked"], writeHead: res.headers["x-from-writehead"], cors: res.headers["access-control-allow-origin"] })));
ws.on("open", () => { ws.close(); io.close(); });
