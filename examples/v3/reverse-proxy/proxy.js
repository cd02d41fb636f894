// A minimal reverse proxy: forwards HTTP requests and WebSocket upgrades to UPSTREAM_URL.
const http = require("http");
const net = require("net");

const port = Number(process.env.PORT) || 8080;
const upstream = new URL(process.env.UPSTREAM_URL || "http://localhost:3000");

function forwardedHeaders(req) {
  const previous = req.headers["x-forwarded-for"];
  const address = req.socket.remoteAddress;
  return {
    ...req.headers,
    "x-forwarded-for": previous ? `${previous}, ${address}` : address,
    "x-forwarded-proto": "http",
  };
}

// HTTP long-polling: an ordinary request, forwarded with the same method, path and body
const proxy = http.createServer((req, res) => {
  const proxied = http.request(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: req.url, // unchanged: /chat/socket.io/?EIO=4&transport=polling...
      headers: forwardedHeaders(req),
    },
    (upstreamRes) => {
      res.writeHead(upstreamRes.statusCode, upstreamRes.headers);
      upstreamRes.pipe(res);
    }
  );
  proxied.on("error", () => {
    res.writeHead(502);
    res.end();
  });
  req.pipe(proxied);
});

// WebSocket: Node.js hands over the raw socket; replay the request with its
// Upgrade and Connection headers, then copy the bytes both ways
proxy.on("upgrade", (req, socket, head) => {
  const target = net.connect(Number(upstream.port), upstream.hostname, () => {
    const headers = forwardedHeaders(req);
    let raw = `${req.method} ${req.url} HTTP/1.1\r\n`;
    for (const [name, value] of Object.entries(headers)) {
      raw += `${name}: ${value}\r\n`;
    }
    target.write(raw + "\r\n");
    target.write(head);
    target.pipe(socket).pipe(target);
  });
  target.on("error", () => socket.destroy());
  socket.on("error", () => target.destroy());
});

proxy.listen(port, () => {
  console.log(`proxy on port ${port}, forwarding to ${upstream}`);
});
