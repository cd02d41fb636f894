// handshake.xdomain in Chromium, page and server on the same origin: polling vs WebSocket-only.
setTimeout(() => { console.log("TIMEOUT"); process.exit(1); }, 30000).unref();
const { createServer } = require("http");
const { Server } = require("socket.io");
const { chromium } = require("/work/wt/c-srv2/node_modules/playwright");
const http = createServer((req, res) => {
  res.writeHead(200, { "content-type": "text/html" });
  res.end(`<script src="/socket.io/socket.io.js"></script><script>
    io({ transports: ["polling"], query: { t: "polling" } });
    io({ transports: ["websocket"], query: { t: "websocket" }, forceNew: true });</script>`);
});
const io = new Server(http);
let n = 0, browser;
io.on("connection", async (s) => {
  console.log(`${s.handshake.query.t}: xdomain=${s.handshake.xdomain} origin=${s.handshake.headers.origin}`);
  if (++n === 2) { await browser.close(); io.close(); process.exit(0); }
});
http.listen(4206, async () => {
  browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  const page = await browser.newPage();
  await page.goto("http://localhost:4206/");
});
