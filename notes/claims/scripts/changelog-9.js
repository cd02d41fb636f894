// Evidence for notes/claims/changelog.md (section "Items added from the upstream changelogs").
// Scratch folder with npm aliases: npm i s441@npm:socket.io@4.4.1 s450@npm:socket.io@4.5.0 s460@npm:socket.io@4.6.0
//   c441@npm:socket.io-client@4.4.1 c450@npm:socket.io-client@4.5.0 c460@npm:socket.io-client@4.6.0 e641@npm:engine.io@6.4.1
//   e642@npm:engine.io@6.4.2 ec622@npm:engine.io-client@6.2.2 ec623@npm:engine.io-client@6.2.3 socket.io socket.io-client
// Server emits 50 events and closes the connection at once (disconnect(true)), over WebSocket: how many arrive?
const http = require("http");
const { Server } = require(process.argv[2]);
const { io: ioc } = require("socket.io-client");
const srv = http.createServer();
const io = new Server(srv);
io.on("connection", (s) => { for (let i = 0; i < 50; i++) s.emit("m", "x".repeat(100000)); s.disconnect(true); });
srv.listen(0, () => {
  let n = 0;
  const c = ioc(`http://localhost:${srv.address().port}`, { transports: ["websocket"], reconnection: false });
  c.on("m", () => n++);
  c.on("disconnect", (r) => setTimeout(() => { console.log(process.argv[2], "received", n, "of 50, then", r); io.close(); srv.close(); }, 200));
});
