// server-options: maxHttpBufferSize, maxBufferedChunks, httpRequestBodyTimeout, allowRequest, cookie, addTrailingSlash (ports 4100)
const { createServer } = require("http");
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
function req(port, method, path, body, opts = {}) {
  return new Promise((resolve) => {
    const r = require("http").request({ port, method, path, headers: opts.headers || {} }, (res) => {
      let d = ""; res.on("data", (c) => (d += c)); res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: d }));
    });
    r.on("error", (e) => resolve({ error: e.message }));
    if (opts.chunks) { let i = 0; const t = setInterval(() => { if (i++ < opts.chunks) r.write("x"); else { clearInterval(t); r.end(); } }, 0); }
    else if (opts.slow) { r.write("1"); /* never end */ }
    else r.end(body);
  });
}
async function handshake(port) {
  const h = await req(port, "GET", "/socket.io/?EIO=4&transport=polling");
  return { sid: JSON.parse(h.body.slice(1)).sid, h };
}
(async () => {
  const srv = createServer((req, res) => { res.writeHead(418); res.end(); });
  const io = new Server(srv, { maxHttpBufferSize: 100, maxBufferedChunks: 5, httpRequestBodyTimeout: 500, cookie: true,
    allowRequest: (req, cb) => cb(req.headers["x-deny"] ? "some message" : null, !req.headers["x-deny"]) });
  await new Promise((r) => srv.listen(4100, r));
  const port = 4100;
  const closeReasons = [];
  io.engine.on("connection", (s) => s.on("close", (reason) => closeReasons.push(reason)));
  io.engine.on("connection_error", (e) => console.log("connection_error", e.code, e.message, JSON.stringify(e.context)));
  // cookie
  const { sid, h } = await handshake(port);
  console.log("cookie:", h.headers["set-cookie"]);
  // allowRequest
  console.log("allowRequest:", await req(port, "GET", "/socket.io/?EIO=4&transport=polling", null, { headers: { "x-deny": "1" } }));
  // addTrailingSlash
  console.log("no slash:", (await req(port, "GET", "/socket.io?EIO=4&transport=polling")).status);
  // too many chunks
  const a = await handshake(port);
  console.log("chunks:", (await req(port, "POST", `/socket.io/?EIO=4&transport=polling&sid=${a.sid}`, null, { chunks: 20 })).status);
  // slow body
  const b = await handshake(port);
  console.log("slow:", (await req(port, "POST", `/socket.io/?EIO=4&transport=polling&sid=${b.sid}`, null, { slow: true })).status);
  // too large
  const c = await handshake(port);
  console.log("large:", (await req(port, "POST", `/socket.io/?EIO=4&transport=polling&sid=${c.sid}`, "4" + "x".repeat(500))).status);
  await wait(200);
  console.log("engine close reasons:", closeReasons);
  // socket.io level, websocket and polling
  for (const transports of [["websocket"], ["polling"]]) {
    const sReason = new Promise((r) => io.once("connection", (s) => s.on("disconnect", r)));
    const client = io_client(transports);
    await new Promise((r) => client.on("connect", r));
    const cReason = new Promise((r) => client.on("disconnect", r));
    client.emit("big", "x".repeat(1000));
    console.log(transports[0], "server reason:", await sReason, "client reason:", await cReason);
    client.close();
  }
  io.close();
  function io_client(transports) { return ioc(`http://localhost:${port}`, { transports, reconnection: false }); }
})();
