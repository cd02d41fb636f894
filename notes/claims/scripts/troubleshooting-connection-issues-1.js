// disconnect reasons on both sides, and connect_error messages, against the newest releases
const { Server } = require("socket.io");
const { io } = require("socket.io-client");
const WebSocket = require("ws");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
function setup(opts = {}) {
  const srv = new Server(0, opts);
  const url = `http://localhost:${srv.httpServer.address().port}`;
  const reasons = [];
  srv.on("connection", (s) => s.on("disconnect", (r) => reasons.push("server:" + r)));
  return { srv, url, reasons };
}
async function scenario(label, opts, fn) {
  const { srv, url, reasons } = setup(opts);
  await fn(srv, url, reasons);
  await sleep(300);
  srv.close();
  console.log(label.padEnd(34), reasons.join(" | "));
}
const client = (url, reasons, o = {}) => {
  const c = io(url, { reconnection: false, ...o });
  c.on("disconnect", (r) => reasons.push("client:" + r));
  c.on("connect_error", (e) => reasons.push(`connect_error:${e.message} data=${JSON.stringify(e.data)} active=${c.active}`));
  return new Promise((res) => { c.on("connect", () => res(c)); c.on("connect_error", () => res(c)); });
};
(async () => {
  await scenario("socket.disconnect() on server", {}, async (srv, url, r) => { await client(url, r); srv.fetchSockets().then(([s]) => s.disconnect()); });
  await scenario("socket.disconnect(true) on server", {}, async (srv, url, r) => { await client(url, r); (await srv.fetchSockets())[0].disconnect(true); });
  await scenario("client disconnect()", {}, async (srv, url, r) => { (await client(url, r)).disconnect(); });
  await scenario("io.close()", {}, async (srv, url, r) => { await client(url, r); await sleep(200); srv.close(); await sleep(200); });
  await scenario("socket.conn.close()", {}, async (srv, url, r) => { await client(url, r, { transports: ["websocket"] }); (await srv.fetchSockets())[0].conn.close(); });
  await scenario("client transport.close()", {}, async (srv, url, r) => { const c = await client(url, r); await sleep(200); c.io.engine.transport.close(); });
  await scenario("ping timeout (50+50 ms)", { pingInterval: 50, pingTimeout: 50 }, async (srv, url, r) => {
    const c = await client(url, r, { transports: ["websocket"] });
    c.io.engine._sendPacket = () => {}; // the client stops answering pings
    await sleep(400);
  });
  await scenario("client ping timeout", { pingInterval: 100, pingTimeout: 50 }, async (srv, url, r) => {
    const c = await client(url, r, { transports: ["websocket"] });
    c.io.engine.transport.ws.pause?.(); c.io.engine.transport.ws._socket.pause(); // the client hears nothing more
    await sleep(400);
  });
  await scenario("too large message over ws", { maxHttpBufferSize: 100 }, async (srv, url, r) => {
    const c = await client(url, r, { transports: ["websocket"] }); c.emit("big", "x".repeat(200)); await sleep(200);
  });
  await scenario("invalid packet over ws", {}, async (srv, url, r) => {
    const c = await client(url, r, { transports: ["websocket"] }); c.io.engine.send("2/nope,[\"x\"]"); await sleep(200);
  });
  await scenario("invalid namespace", {}, async (srv, url, r) => { await client(url + "/nope", r); });
  await scenario("middleware error", {}, async (srv, url, r) => {
    srv.use((s, next) => { const e = new Error("not authorized"); e.data = { reason: "token expired" }; next(e); });
    await client(url, r);
  });
  await scenario("server not reachable (polling)", {}, async (srv, url, r) => { await client("http://localhost:4179", r); });
  await scenario("server not reachable (ws)", {}, async (srv, url, r) => { await client("http://localhost:4179", r, { transports: ["websocket"] }); });
  process.exit(0);
})();
