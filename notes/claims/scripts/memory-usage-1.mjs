// what socket.handshake keeps when the first request is dropped in io.engine.on("connection")
import { Server } from "socket.io";
import { io } from "socket.io-client";
const srv = new Server(0);
srv.engine.on("connection", (raw) => { raw.request = null; });
srv.on("connection", (s) => {
  const h = s.handshake;
  console.log(JSON.stringify({ request: s.request, headers: h.headers, query: h.query, url: h.url ?? "undefined", address: h.address, auth: h.auth }));
  srv.close(); process.exit(0);
});
const port = srv.httpServer.address().port;
io(`http://localhost:${port}`, { query: { q: "1" }, auth: { token: "t" }, extraHeaders: { "x-a": "b" } });
