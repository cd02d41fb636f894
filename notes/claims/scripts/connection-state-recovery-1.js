// connection state recovery: packet formats, recovered flag, order of missed events vs connect, ack/volatile, no-offset case
const { Server } = require("socket.io");
const { io } = require("socket.io-client");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function run(opts, label, scenario) {
  const srv = new Server(0, opts);
  const port = srv.httpServer.address().port;
  const log = [];
  await scenario(srv, port, log);
  srv.close();
  console.log(label, JSON.stringify(log));
}
(async () => {
  await run({ connectionStateRecovery: {} }, "A", async (srv, port, log) => {
    let mwRuns = 0;
    srv.use((s, next) => { mwRuns++; next(); });
    srv.on("connection", (s) => { s.join("r"); s.emit("direct", 1); s.emit("withack", 2, () => {}); });
    const c = io(`http://localhost:${port}`, { transports: ["websocket"] });
    c.io.on("open", () => c.io.engine.on("packet", (p) => p.type === "message" && log.push("in:" + p.data)));
    c.on("direct", (...a) => log.push("direct args " + JSON.stringify(a)));
    c.on("connect", () => log.push("connect recovered=" + c.recovered));
    c.on("missed", (...a) => log.push("missed " + JSON.stringify(a)));
    c.on("vol", (...a) => log.push("vol " + JSON.stringify(a)));
    await sleep(300);
    c.io.engine.transport.close();
    await sleep(20);
    srv.to("r").emit("missed", "a");
    srv.volatile.emit("vol", "b");
    srv.timeout(100).emit("acked", "c", () => {});
    await sleep(1500);
    log.push("middleware runs=" + mwRuns);
    c.disconnect();
  });
  await run({}, "B (no option)", async (srv, port, log) => {
    const c = io(`http://localhost:${port}`);
    c.on("connect", () => log.push("recovered=" + c.recovered));
    await sleep(300); c.disconnect();
  });
  await run({ connectionStateRecovery: {} }, "C (no event received before cut)", async (srv, port, log) => {
    srv.on("connection", (s) => log.push("server recovered=" + s.recovered + " id=" + s.id));
    const c = io(`http://localhost:${port}`, { transports: ["websocket"] });
    await sleep(300); c.io.engine.transport.close(); await sleep(1500); c.disconnect();
  });
})();
