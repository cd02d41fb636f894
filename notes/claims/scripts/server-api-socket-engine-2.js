// Server-side reasons: client disconnect, conn.close(), a second CONNECT (websocket / polling), an undecodable
// Socket.IO packet, an undecodable Engine.IO packet, ping timeout (delay after the ping), io.close().
setTimeout(() => { console.log("TIMEOUT"); process.exit(1); }, 20000).unref();
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const io = new Server(4202, { pingInterval: 300, pingTimeout: 400 });
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
function serverSocket(label) {
  return new Promise((resolve) => io.once("connection", (s) => {
    s.on("error", (e) => console.log(`[${label}] error event: ${e.message}`));
    s.on("disconnecting", (r) => console.log(`[${label}] disconnecting: ${r}, rooms ${s.rooms.size}`));
    s.on("disconnect", (r, d) => console.log(`[${label}] disconnect: ${r}${d ? " / " + (d.message || JSON.stringify(d)) : ""}`));
    resolve(s);
  }));
}
async function run(label, transports, act) {
  const p = serverSocket(label);
  const c = ioc("http://localhost:4202", { transports, reconnection: false, forceNew: true });
  c.on("disconnect", (r) => console.log(`[${label}] client reason: ${r}`));
  const s = await p;
  await wait(transports[0] === "polling" ? 100 : 50);
  await act(s, c);
  await wait(1200);
  c.disconnect();
}
(async () => {
  await run("client disconnect", ["websocket"], (s, c) => c.disconnect());
  await run("conn.close ws", ["websocket"], (s) => s.conn.close());
  await run("conn.close polling", ["polling"], (s) => s.conn.close());
  await run("2nd CONNECT ws", ["websocket"], (s, c) => c.io.engine.write("0"));
  await run("2nd CONNECT polling", ["polling"], (s, c) => c.io.engine.write("0"));
  await run("bad sio packet ws", ["websocket"], (s, c) => c.io.engine.write("2[oops"));
  await run("bad sio packet polling", ["polling"], (s, c) => c.io.engine.write("2[oops"));
  await run("bad eio packet ws", ["websocket"], (s, c) => c.io.engine.transport.ws.send("x"));
  await run("ping timeout", ["websocket"], (s, c) => {
    let pingAt;
    s.conn.on("packetCreate", (p) => { if (p.type === "ping") pingAt = Date.now(); });
    s.on("disconnect", () => console.log(`[ping timeout] closed ${Date.now() - pingAt} ms after the last ping`));
    c.io.engine.transport.ws.send = () => {}; // the client stops sending anything (pongs included)
  });
  const p = serverSocket("io.close");
  const c = ioc("http://localhost:4202", { reconnection: false, forceNew: true, transports: ["websocket"] });
  c.on("disconnect", (r) => console.log(`[io.close] client reason: ${r}`));
  await p; await wait(50);
  io.close(); await wait(300); process.exit(0);
})();
