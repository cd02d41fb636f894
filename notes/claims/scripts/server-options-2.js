// server-options: does maxBufferedChunks also apply to WebSocket connections (engine.io passes it to ws)?
const { createServer } = require("http");
const net = require("net");
const crypto = require("crypto");
const { Server } = require("socket.io");
(async () => {
  const httpServer = createServer();
  const io = new Server(httpServer, { maxBufferedChunks: 50, transports: ["websocket"] });
  io.engine.on("connection", (s) => s.on("close", (reason, desc) => console.log("engine close:", reason, desc && desc.message)));
  await new Promise((r) => httpServer.listen(4105, r));
  const s = net.connect(4105, "localhost");
  s.setNoDelay(true);
  s.write("GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n");
  let got = "";
  s.on("data", async (d) => {
    got += d;
    if (!got.includes("\r\n\r\n") || s.started) return;
    s.started = true;
    console.log("upgrade:", got.split("\r\n")[0]);
    const payload = Buffer.from("4" + "x".repeat(199)); // a message of 200 bytes, sent 1 byte at a time
    const mask = crypto.randomBytes(4);
    const len = Buffer.alloc(2); len.writeUInt16BE(payload.length);
    s.write(Buffer.concat([Buffer.from([0x81, 0x80 | 126]), len, mask]));
    for (let i = 0; i < payload.length && !s.destroyed; i++) {
      s.write(Buffer.from([payload[i] ^ mask[i % 4]]));
      await new Promise((r) => setTimeout(r, 2));
    }
    console.log("all bytes written, socket destroyed:", s.destroyed);
  });
  s.on("close", () => { console.log("tcp closed"); io.close(); });
  setTimeout(() => { s.destroy(); }, 5000);
})();
