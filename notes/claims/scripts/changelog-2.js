// changelog 4.8.4: the client bundle is served by exact file name; any other name under the path goes on (to engine.io, 400)
const http = require("node:http");
const { Server } = require("socket.io");
const srv = http.createServer((req, res) => { res.writeHead(299); res.end("app"); });
const io = new Server(srv, { allowEIO3: true });
srv.listen(4321, async () => {
  for (const f of ["socket.io.js", "socket.io.min.js", "socket.io.esm.min.js", "socket.io.msgpack.min.js", "socket.io.esm.min.js.map", "socket.io.other.js", "socket.io.js.foo"]) {
    const r = await fetch("http://localhost:4321/socket.io/" + f);
    console.log(f, r.status);
  }
  io.close();
});
