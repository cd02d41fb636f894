// Chromium: extraHeaders are sent with HTTP long-polling requests only, not with the WebSocket handshake
const { createServer } = require("http");
const { Server } = require("socket.io");
const { chromium } = require("/work/wt/c2/node_modules/playwright");
const http = createServer((req, res) => {
  res.setHeader("content-type", "text/html");
  res.end(`<script src="/socket.io/socket.io.js"></script><script>
    window.s = io({ extraHeaders: { "x-test": "1" } });
  </script>`);
});
const srv = new Server(http);
const seen = [];
srv.engine.on("headers", (h, req) => seen.push([/transport=(\w+)/.exec(req.url)[1], req.headers["x-test"] || null]));
http.listen(4133, async () => {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  const page = await browser.newPage();
  await page.goto("http://localhost:4133/");
  await page.waitForFunction(() => s.connected && s.io.engine.transport.name !== "polling", null, { timeout: 10000 });
  console.log("upgraded to", await page.evaluate(() => s.io.engine.transport.name));
  console.log("x-test header per request:", JSON.stringify(seen));
  await browser.close();
  srv.close();
});
