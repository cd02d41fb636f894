// Two servers without stickiness: the 400 bodies, and what a Node client sees when its polling requests change server.
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const http = require("http");
const a = new Server(); a.listen(4411); const b = new Server(); b.listen(4412);
const w = new Server({ transports: ["websocket"] }); w.listen(4413);
const get = (port, path) => new Promise((r) => http.get({ port, path }, (res) => { let d = ""; res.on("data", (c) => (d += c)); res.on("end", () => r(`${res.statusCode} ${res.headers["content-type"]} ${d}`)); }));
(async () => {
  const hs = await get(4411, "/socket.io/?EIO=4&transport=polling");
  const sid = JSON.parse(hs.slice(hs.indexOf("{"))).sid;
  console.log("other server:", await get(4412, `/socket.io/?EIO=4&transport=polling&sid=${sid}`));
  console.log("websocket-only server:", await get(4413, "/socket.io/?EIO=4&transport=polling"));
  // a proxy that alternates between the two servers
  let n = 0;
  const proxy = http.createServer((req, res) => {
    const p = http.request({ port: n++ % 2 ? 4412 : 4411, path: req.url, method: req.method, headers: req.headers }, (r) => { res.writeHead(r.statusCode, r.headers); r.pipe(res); });
    req.pipe(p);
  }).listen(4414);
  const c = ioc("http://localhost:4414", { transports: ["polling"], reconnection: false });
  c.on("connect", () => console.log("connect")); c.on("connect_error", (e) => console.log("connect_error:", e.message));
  c.on("disconnect", (r, d) => console.log("disconnect:", r, d && d.description && d.description.message));
  setTimeout(() => { c.close(); a.close(); b.close(); w.close(); proxy.close(); process.exit(0); }, 1500);
})();
