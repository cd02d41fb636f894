// A load balancer WITHOUT sticky sessions, to reproduce the problem:
// each request goes to the next server in turn.
const http = require("http");
const net = require("net");

const port = Number(process.env.PORT) || 3000;
const targets = (process.env.TARGETS || "http://localhost:3001,http://localhost:3002")
  .split(",")
  .map((target) => new URL(target));
let next = 0;
const pickTarget = () => targets[next++ % targets.length];

// HTTP long-polling requests: forwarded one by one
const server = http.createServer((req, res) => {
  const target = pickTarget();
  const upstream = http.request(
    { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
    (upstreamRes) => {
      res.writeHead(upstreamRes.statusCode, upstreamRes.headers);
      upstreamRes.pipe(res);
    }
  );
  upstream.on("error", () => {
    res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
});

// WebSocket: the upgrade request is replayed, then the bytes flow both ways
server.on("upgrade", (req, socket, head) => {
  const target = pickTarget();
  const upstream = net.connect(Number(target.port), target.hostname, () => {
    let raw = `${req.method} ${req.url} HTTP/1.1\r\n`;
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      raw += `${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}\r\n`;
    }
    upstream.write(raw + "\r\n");
    upstream.write(head);
    upstream.pipe(socket).pipe(upstream);
  });
  upstream.on("error", () => socket.destroy());
  socket.on("error", () => upstream.destroy());
});

server.listen(port, () => {
  console.log(`balancing port ${port} over ${targets.map(String).join(", ")}`);
});
