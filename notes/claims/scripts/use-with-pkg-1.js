// use-with-pkg: what /socket.io/socket.io.js gives when client-dist/ is missing (as in an executable without the asset),
// and with serveClient: false
const { createServer } = require("node:http");
const net = require("node:net");
const { Server } = require("socket.io"); // a copy of socket.io 4.8.4 without client-dist/
function raw(port, path) {
  return new Promise((resolve) => {
    const c = net.connect(port, "127.0.0.1", () => c.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`));
    let data = ""; c.on("data", (d) => (data += d)); c.on("close", () => resolve(data.length ? data.split("\r\n")[0] + " | " + data.split("\r\n\r\n")[1] : "(empty reply: closed without a byte)"));
  });
}
(async () => {
  for (const serveClient of [true, false]) {
    const http = createServer((req, res) => res.end("app")); new Server(http, { serveClient });
    await new Promise((r) => http.listen(4730, r));
    console.log(`serveClient ${serveClient}:`, await raw(4730, "/socket.io/socket.io.js"));
    await new Promise((r) => http.close(r)); http.closeAllConnections();
  }
  process.exit(0);
})();
