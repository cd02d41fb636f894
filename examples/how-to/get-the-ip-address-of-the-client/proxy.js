// a tiny reverse proxy that adds X-Forwarded-For, like nginx does: only to try the guide locally
import http from "node:http";
import net from "node:net";

const target = new URL(process.env.TARGET_URL || "http://localhost:3000");
// the address the proxy connects from (the test gives it its own, 127.0.0.2)
const localAddress = process.env.PROXY_SOURCE_ADDRESS || undefined;

function forwardedHeaders(req) {
  const previous = req.headers["x-forwarded-for"];
  const peer = req.socket.remoteAddress.replace(/^::ffff:/, "");
  return {
    ...req.headers,
    host: target.host,
    "x-forwarded-for": previous ? `${previous}, ${peer}` : peer,
  };
}

const proxy = http.createServer((req, res) => {
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      localAddress,
      method: req.method,
      path: req.url,
      headers: forwardedHeaders(req),
    },
    (upstreamRes) => {
      res.writeHead(upstreamRes.statusCode, upstreamRes.headers);
      upstreamRes.pipe(res);
    },
  );
  upstream.on("error", () => res.destroy());
  req.pipe(upstream);
});

// WebSocket: forward the upgrade request, then pipe the raw bytes both ways
proxy.on("upgrade", (req, socket, head) => {
  const upstream = net.connect({ host: target.hostname, port: target.port, localAddress }, () => {
    const headers = Object.entries(forwardedHeaders(req))
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers}\r\n`);
    upstream.write(head);
    upstream.pipe(socket).pipe(upstream);
  });
  upstream.on("error", () => socket.destroy());
  socket.on("error", () => upstream.destroy());
});

proxy.listen(Number(process.env.PORT) || 8080);
