// heartbeat: ping after pong + pingInterval; server "ping timeout" after pingTimeout, extended once by another packet
const { Server } = require("engine.io");
const WebSocket = require("ws");
const srv = new Server({ pingInterval: 300, pingTimeout: 400 });
const http = require("http").createServer(); srv.attach(http); http.listen(4185);
srv.on("connection", (s) => {
  const t0 = Date.now();
  s.on("packetCreate", (p) => p.type === "ping" && console.log(s.id.slice(0, 4), "ping sent at", Date.now() - t0));
  s.on("packet", (p) => p.type === "pong" && console.log(s.id.slice(0, 4), "pong got at", Date.now() - t0));
  s.on("close", (r) => console.log(s.id.slice(0, 4), "closed:", r, "at", Date.now() - t0));
});
function client(mode) {
  const ws = new WebSocket("ws://localhost:4185/engine.io/?EIO=4&transport=websocket");
  let pings = 0;
  ws.on("message", (d) => {
    d = d.toString();
    if (d === "2") {
      pings++;
      if (mode === "answer" && pings < 3) setTimeout(() => ws.send("3"), 100);
      if (mode === "chatty") setTimeout(() => ws.send("4hello"), 200);
    }
  });
  return ws;
}
client("answer"); setTimeout(() => client("silent"), 50); setTimeout(() => client("chatty"), 100);
setTimeout(() => { srv.close(); http.close(); process.exit(0); }, 3500);
