// cluster adapter: what extra argument do broadcasts carry on each worker? (websocket only, no sticky needed)
const cluster = require("node:cluster");
const http = require("node:http");
const { Server } = require("socket.io");
const { createAdapter, setupPrimary } = require("@socket.io/cluster-adapter");
if (cluster.isPrimary) {
  setupPrimary();
  const w = [cluster.fork(), cluster.fork()];
  let ready = 0;
  cluster.on("message", (_w, m) => { if (m === "ready" && ++ready === 2) client(); });
  async function client() {
    const { io } = require("socket.io-client");
    const socks = [];
    for (let i = 0; i < 4; i++) {
      const s = io("http://localhost:4203", { transports: ["websocket"] });
      s.on("hello", (...a) => console.log("client", i, "got", JSON.stringify(a)));
      socks.push(s);
    }
    await new Promise((r) => setTimeout(r, 800));
    socks[0].emit("shout");
    await new Promise((r) => setTimeout(r, 800));
    socks[1].on("connect", () => {}); console.log("client1 recovered", socks[1].recovered);
    socks.forEach((s) => s.close()); w.forEach((x) => x.kill()); process.exit(0);
  }
} else {
  const server = http.createServer();
  const io = new Server(server, { connectionStateRecovery: {}, adapter: createAdapter() });
  io.on("connection", (s) => {
    s.emit("hello", "pid", process.pid, "direct");
    s.on("shout", () => io.emit("hello", "broadcast from", process.pid));
  });
  server.listen(4203, () => process.send("ready"));
}
