// Evidence for notes/claims/changelog.md (section "Items added from the upstream changelogs").
// Scratch folder with npm aliases: npm i s441@npm:socket.io@4.4.1 s450@npm:socket.io@4.5.0 s460@npm:socket.io@4.6.0
//   c441@npm:socket.io-client@4.4.1 c450@npm:socket.io-client@4.5.0 c460@npm:socket.io-client@4.6.0 e641@npm:engine.io@6.4.1
//   e642@npm:engine.io@6.4.2 ec622@npm:engine.io-client@6.2.2 ec623@npm:engine.io-client@6.2.3 socket.io socket.io-client
// HTTP long-polling client sends 20 events of 300 bytes at once to a server with maxHttpBufferSize 1000.
const http = require("http");
const { Server } = require(process.argv[2]);
const { io: ioc } = require(process.argv[3]);
const srv = http.createServer();
const io = new Server(srv, { maxHttpBufferSize: 1000 });
let got = 0;
io.on("connection", (s) => {
  s.on("m", () => { got++; });
  s.on("disconnect", (r) => console.log("server disconnect:", r));
});
srv.listen(0, () => {
  const c = ioc(`http://localhost:${srv.address().port}`, { transports: ["polling"], reconnection: false });
  c.on("connect", () => { for (let i = 0; i < 20; i++) c.emit("m", "x".repeat(300)); });
  c.on("disconnect", (r, d) => console.log("client disconnect:", r, d && (d.description ?? d.message)));
  setTimeout(() => { console.log(process.argv[3], "events received by the server:", got); c.close(); io.close(); srv.close(); }, 1500);
});
