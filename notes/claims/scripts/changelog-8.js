// Evidence for notes/claims/changelog.md (section "Items added from the upstream changelogs").
// Scratch folder with npm aliases: npm i s441@npm:socket.io@4.4.1 s450@npm:socket.io@4.5.0 s460@npm:socket.io@4.6.0
//   c441@npm:socket.io-client@4.4.1 c450@npm:socket.io-client@4.5.0 c460@npm:socket.io-client@4.6.0 e641@npm:engine.io@6.4.1
//   e642@npm:engine.io@6.4.2 ec622@npm:engine.io-client@6.2.2 ec623@npm:engine.io-client@6.2.3 socket.io socket.io-client
// Second argument of the server-side "disconnecting"/"disconnect" events, for several causes.
const http = require("http");
const { Server } = require(process.argv[2]);
const { io: ioc } = require("socket.io-client");
const srv = http.createServer();
const io = new Server(srv, { maxHttpBufferSize: 100, pingInterval: 300, pingTimeout: 200 });
const show = (d) => d === undefined ? "undefined" : d instanceof Error ? `Error message=${JSON.stringify(d.message)} type=${d.type} description=${d.description}` : JSON.stringify(Object.keys(d)) + " " + (d.description?.message ?? d.description);
const cases = {
  client: (c) => c.disconnect(),
  server: (c, s) => s.disconnect(),
  transportClose: (c) => c.io.engine.transport.ws ? c.io.engine.transport.ws.terminate() : c.io.engine.close(),
  tooBig: (c) => c.emit("m", "x".repeat(500)),
  pingTimeout: (c) => { c.io.engine.transport.ws._socket.pause(); },
};
const names = Object.keys(cases);
srv.listen(0, async () => {
  const url = `http://localhost:${srv.address().port}`;
  for (const name of names) {
    await new Promise((done) => {
      io.once("connection", (s) => {
        s.on("disconnecting", (r, d) => console.log(`${name}: disconnecting`, r, show(d)));
        s.on("disconnect", (r, d) => { console.log(`${name}: disconnect`, r, show(d)); setTimeout(done, 50); });
        setTimeout(() => cases[name](c, s), 100);
      });
      const c = ioc(url, { transports: ["websocket"], reconnection: false });
      setTimeout(() => { c.close(); done(); }, 3000);
    });
  }
  io.close(); srv.close(); process.exit(0);
});
