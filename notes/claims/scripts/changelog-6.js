// Evidence for notes/claims/changelog.md (section "Items added from the upstream changelogs").
// Scratch folder with npm aliases: npm i s441@npm:socket.io@4.4.1 s450@npm:socket.io@4.5.0 s460@npm:socket.io@4.6.0
//   c441@npm:socket.io-client@4.4.1 c450@npm:socket.io-client@4.5.0 c460@npm:socket.io-client@4.6.0 e641@npm:engine.io@6.4.1
//   e642@npm:engine.io@6.4.2 ec622@npm:engine.io-client@6.2.2 ec623@npm:engine.io-client@6.2.3 socket.io socket.io-client
// Handshake of socket.io <pkg>: does it carry maxPayload (= maxHttpBufferSize)?
const http = require("http");
const { Server } = require(process.argv[2]);
const srv = http.createServer();
const io = new Server(srv, { maxHttpBufferSize: 5000 });
srv.listen(0, async () => {
  const port = srv.address().port;
  const res = await fetch(`http://localhost:${port}/socket.io/?EIO=4&transport=polling`);
  console.log(process.argv[2], require("fs").existsSync(`node_modules/${process.argv[2]}/node_modules/engine.io`) ? JSON.parse(require("fs").readFileSync(`node_modules/${process.argv[2]}/node_modules/engine.io/package.json`)).version : JSON.parse(require("fs").readFileSync("node_modules/engine.io/package.json")).version, await res.text());
  io.close(); srv.close();
});
