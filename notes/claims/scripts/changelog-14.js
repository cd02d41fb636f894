// Evidence for notes/claims/changelog.md (section "Items added from the upstream changelogs").
// Scratch folder with npm aliases: npm i s441@npm:socket.io@4.4.1 s450@npm:socket.io@4.5.0 s460@npm:socket.io@4.6.0
//   c441@npm:socket.io-client@4.4.1 c450@npm:socket.io-client@4.5.0 c460@npm:socket.io-client@4.6.0 e641@npm:engine.io@6.4.1
//   e642@npm:engine.io@6.4.2 ec622@npm:engine.io-client@6.2.2 ec623@npm:engine.io-client@6.2.3 socket.io socket.io-client
// engine.io-client <pkg>: "beforeunload" listeners left on the page after 3 connections are opened then closed.
const listeners = new Set();
globalThis.addEventListener = (type, fn) => { if (type === "beforeunload") listeners.add(fn); };
globalThis.removeEventListener = (type, fn) => { if (type === "beforeunload") listeners.delete(fn); };
const http = require("http");
const { Server } = require("socket.io");
const { Socket } = require(process.argv[2]);
const srv = http.createServer();
const io = new Server(srv);
srv.listen(0, async () => {
  for (let i = 0; i < 3; i++) {
    await new Promise((done) => {
      const s = new Socket(`http://localhost:${srv.address().port}`, { path: "/socket.io/", transports: ["websocket"], closeOnBeforeunload: true });
      s.on("open", () => { s.close(); });
      s.on("close", done);
    });
  }
  console.log(process.argv[2], "beforeunload listeners left:", listeners.size);
  io.close(); srv.close();
});
