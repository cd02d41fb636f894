// raw WebSocket clients against a Socket.IO server: open packet, ack ids, client ping, reserved event, no pong, 41
const { createServer } = require("node:http");
const { Server } = require("socket.io");
const { WebSocket } = require("ws");
(async () => {
  const http = createServer();
  const io = new Server(http, { pingInterval: 300, pingTimeout: 200 });
  io.on("connection", (s) => {
    s.emit("question", "q", () => {});
    s.on("disconnect", (r) => console.log(`  server: ${s.handshake.auth.name} disconnect: ${r}`));
  });
  await new Promise((r) => http.listen(0, r));
  const url = `ws://localhost:${http.address().port}/socket.io/?EIO=4&transport=websocket`;
  const client = (name, onFrame) => new Promise((done) => {
    const ws = new WebSocket(url);
    ws.on("message", (d) => {
      const f = d.toString();
      if (f[0] === "0") { if (name === "a") console.log("open:", f); ws.send(`40${JSON.stringify({ name })}`); }
      else if (f === "2" && name !== "nopong") ws.send("3");
      onFrame(ws, f);
    });
    ws.on("close", () => done());
  });
  let keep;
  const a = client("a", (ws, f) => { if (f.startsWith("42")) console.log("a got", f); keep = ws; });
  await new Promise((r) => setTimeout(r, 200));
  await Promise.race([client("b", (ws, f) => { if (f.startsWith("42")) { console.log("b got", f); ws.send("41"); setTimeout(() => ws.close(), 50); } }), new Promise((r) => setTimeout(r, 1000))]);
  await client("pinger", (ws, f) => { if (f.startsWith("40")) ws.send("2"); });
  await client("reserved", (ws, f) => { if (f.startsWith("40")) ws.send('42["disconnecting"]'); });
  const t0 = Date.now();
  await client("nopong", () => {});
  console.log("  nopong closed after", Date.now() - t0, "ms");
  keep.close(); await a; io.close();
})();
