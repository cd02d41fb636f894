// handling-cors: the console messages Chromium prints, and the client's connect_error, for three misconfigurations;
// and a WebSocket-only client connecting to a server without the cors option (WebSocket is not subject to CORS)
const { chromium } = require("playwright-core");
const http = require("http");
const { Server } = require("socket.io");
const page = (clientOptions) => `<script src="http://localhost:4111/socket.io/socket.io.js"></script>
<script>const s = io("http://localhost:4111", { ...${JSON.stringify(clientOptions)}, reconnection: false });
s.on("connect", () => (document.title = "connect"));
s.on("connect_error", (e) => (document.title = "connect_error " + e.message));</script>`;
(async () => {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  const cases = [
    ["no cors option", undefined, { withCredentials: false }],
    ['origin "*" + withCredentials', { origin: "*" }, { withCredentials: true }],
    ["origin listed, no credentials, + withCredentials", { origin: ["http://localhost:4110"] }, { withCredentials: true }],
    ["origin listed + credentials + withCredentials", { origin: ["http://localhost:4110"], credentials: true }, { withCredentials: true }],
    ["no cors option, websocket only", undefined, { withCredentials: false, transports: ["websocket"] }],
  ];
  for (const [name, cors, clientOptions] of cases) {
    const front = http.createServer((req, res) => { res.writeHead(200, { "content-type": "text/html" }); res.end(page(clientOptions)); });
    await new Promise((r) => front.listen(4110, r));
    const io = new Server(4111, cors ? { cors } : {});
    const p = await browser.newPage();
    const messages = [];
    p.on("console", (m) => m.type() === "error" && messages.push(m.text()));
    await p.goto("http://localhost:4110/");
    await p.waitForFunction(() => document.title.startsWith("connect"), null, { timeout: 10000 });
    console.log(`== ${name}: ${await p.title()}`);
    for (const m of new Set(messages)) console.log("   ", m.replace(/&t=[^']*/, "&t=…"));
    await p.close(); io.close(); await new Promise((r) => front.close(r));
  }
  await browser.close();
})();
