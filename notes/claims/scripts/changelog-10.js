// Evidence for notes/claims/changelog.md (section "Items added from the upstream changelogs").
// Scratch folder with npm aliases: npm i s441@npm:socket.io@4.4.1 s450@npm:socket.io@4.5.0 s460@npm:socket.io@4.6.0
//   c441@npm:socket.io-client@4.4.1 c450@npm:socket.io-client@4.5.0 c460@npm:socket.io-client@4.6.0 e641@npm:engine.io@6.4.1
//   e642@npm:engine.io@6.4.2 ec622@npm:engine.io-client@6.2.2 ec623@npm:engine.io-client@6.2.3 socket.io socket.io-client
// WebSocket upgrade request with an unknown "transport" query parameter, against engine.io <pkg>.
const http = require("http");
const { Server } = require(process.argv[2]);
const srv = http.createServer();
new Server().attach(srv);
process.on("exit", (c) => console.log(process.argv[2], "process exit code", c));
srv.listen(0, () => {
  const req = http.request({ port: srv.address().port, path: `/engine.io/?EIO=4&transport=${process.argv[3] || "foo"}`,
    headers: { Connection: "Upgrade", Upgrade: "websocket", "Sec-WebSocket-Version": "13", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==" } });
  req.on("response", (res) => { console.log(process.argv[2], "HTTP", res.statusCode); srv.close(); process.exit(0); });
  req.on("upgrade", () => { console.log("upgraded"); setTimeout(() => process.exit(0), 300); });
  req.on("error", (e) => console.log("client error", e.code));
  req.end();
});
