// Evidence for notes/claims/changelog.md (section "Items added from the upstream changelogs").
// Scratch folder with npm aliases: npm i s441@npm:socket.io@4.4.1 s450@npm:socket.io@4.5.0 s460@npm:socket.io@4.6.0
//   c441@npm:socket.io-client@4.4.1 c450@npm:socket.io-client@4.5.0 c460@npm:socket.io-client@4.6.0 e641@npm:engine.io@6.4.1
//   e642@npm:engine.io@6.4.2 ec622@npm:engine.io-client@6.2.2 ec623@npm:engine.io-client@6.2.3 socket.io socket.io-client
// manager.socket(nsp) for a namespace whose socket was disconnected by the user, with socket.io-client <pkg>.
const http = require("http");
const { Server } = require("socket.io");
const { io: ioc } = require(process.argv[2]);
const srv = http.createServer();
const io = new Server(srv);
srv.listen(0, () => {
  const s = ioc(`http://localhost:${srv.address().port}`, { transports: ["websocket"] });
  s.once("connect", () => {
    s.disconnect();
    const again = s.io.socket("/");
    console.log(process.argv[2], "same object:", again === s);
    setTimeout(() => { console.log(process.argv[2], "connected after manager.socket():", s.connected); s.close(); io.close(); srv.close(); }, 500);
  });
});
