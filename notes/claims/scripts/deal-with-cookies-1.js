// cookie option defaults, WebSocket-only handshake, Node client cookie jar, "set-cookie" key clash
const { createServer } = require("node:http");
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const { WebSocket } = require("ws");

function start(opts, setup) {
  const http = createServer();
  const io = new Server(http, opts);
  setup && setup(io);
  return new Promise((r) => http.listen(0, () => r({ io, port: http.address().port })));
}
const get = async (port, headers = {}) => {
  const res = await fetch(`http://localhost:${port}/socket.io/?EIO=4&transport=polling`, { headers });
  return res.headers.getSetCookie();
};
(async () => {
  let s = await start({});
  console.log("default:", await get(s.port)); s.io.close();
  s = await start({ cookie: true });
  console.log("cookie:true:", await get(s.port));
  // websocket directly
  const ws = new WebSocket(`ws://localhost:${s.port}/socket.io/?EIO=4&transport=websocket`);
  ws.on("upgrade", (res) => console.log("ws-only set-cookie:", res.headers["set-cookie"])); ws.on("open", () => ws.close());
  await new Promise((r) => ws.on("close", r));
  s.io.close();
  // events + client cookie jar
  for (const withCredentials of [true, false]) {
    const seen = [];
    s = await start({ cookie: true }, (io) => {
      io.engine.on("initial_headers", (h, req) => seen.push("initial " + (req._query.sid ? "sid" : "handshake") + " " + req._query.transport));
      io.engine.on("headers", (h, req) => seen.push("headers " + req._query.transport + " cookie=" + (req.headers.cookie || "-")));
    });
    const c = ioc(`http://localhost:${s.port}`, { withCredentials });
    await new Promise((r) => setTimeout(r, 600));
    await new Promise((r) => setTimeout(r, 100));
    console.log("withCredentials", withCredentials, seen.map((x) => x.replace(/io=[^;]+/, "io=<sid>")));
    c.close(); s.io.close();
  }
  // lowercase key with cors
  s = await start({ cookie: true, cors: { origin: "http://x", credentials: true } }, (io) =>
    io.engine.on("initial_headers", (h) => { h["set-cookie"] = ["visitor=1"]; }));
  console.log("lowercase key + cors:", await get(s.port)); s.io.close();
  s = await start({ cookie: true, cors: { origin: "http://x", credentials: true } }, (io) =>
    io.engine.on("initial_headers", (h) => { h["Set-Cookie"] = [...(h["Set-Cookie"] || []), "visitor=1"]; }));
  console.log("Set-Cookie append + cors:", await get(s.port)); s.io.close();
})();
