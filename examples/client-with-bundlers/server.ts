import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { Server } from "socket.io";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const outDir = process.env.OUT_DIR || here("dist");

const httpServer = createServer(async (req, res) => {
  try {
    if (req.url === "/") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(await readFile(here("index.html")));
    } else if (req.url === "/bundle.js") {
      res.writeHead(200, { "content-type": "text/javascript; charset=utf-8" });
      res.end(await readFile(`${outDir}/bundle.js`));
    } else {
      res.writeHead(404).end();
    }
  } catch {
    res.writeHead(500).end("run node build.js first");
  }
});

// the page loads its own bundle: no need to serve /socket.io/socket.io.js
const io = new Server(httpServer, { serveClient: false });

io.on("connection", (socket) => {
  socket.on("latency", (sentAt, callback) => {
    callback(sentAt);
  });
});

httpServer.listen(Number(process.env.PORT) || 3000);
