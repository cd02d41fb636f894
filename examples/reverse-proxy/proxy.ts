import http from "node:http";
import net from "node:net";

// where the Socket.IO server listens
const upstream = new URL(process.env.UPSTREAM_URL || "http://localhost:3000");
const upstreamPort = Number(upstream.port) || 80;

// X-Forwarded-For: the addresses seen so far, the client's first
function forwardedFor(req: http.IncomingMessage) {
  const previous = req.headers["x-forwarded-for"];
  const address = req.socket.remoteAddress;
  return previous ? `${previous}, ${address}` : address;
}

// #region http
// plain HTTP requests, HTTP long-polling included: forward the request, stream the answer back
const proxy = http.createServer((req, res) => {
  const forwarded = http.request(
    {
      host: upstream.hostname,
      port: upstreamPort,
      method: req.method,
      path: req.url, // keep the whole path: /socket.io/?EIO=4&transport=polling&sid=...
      headers: {
        ...req.headers,
        "x-forwarded-for": forwardedFor(req),
        "x-forwarded-proto": "http",
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    },
  );
  forwarded.on("error", () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(forwarded);
});
// #endregion http

// #region upgrade
// WebSocket: replay the upgrade request (Upgrade and Connection headers included) to the
// server over a raw TCP connection, then pipe the bytes both ways, with no timeout
proxy.on("upgrade", (req, socket, head) => {
  const target = net.connect(upstreamPort, upstream.hostname, () => {
    const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      if (req.rawHeaders[i].toLowerCase() !== "x-forwarded-for") {
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
    }
    lines.push(`X-Forwarded-For: ${forwardedFor(req)}`, "X-Forwarded-Proto: http");
    target.write(lines.join("\r\n") + "\r\n\r\n");
    target.write(head);
    socket.pipe(target).pipe(socket);
  });
  const close = () => {
    socket.destroy();
    target.destroy();
  };
  target.on("error", close);
  socket.on("error", close);
});
// #endregion upgrade

const port = Number(process.env.PORT) || 8080;
proxy.listen(port, () => {
  console.log(`proxy on port ${port}, forwarding to ${upstream.host}`);
});
