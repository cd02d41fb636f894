// Evidence for notes/claims/changelog.md (section "Items added from the upstream changelogs").
// Scratch folder with npm aliases: npm i s441@npm:socket.io@4.4.1 s450@npm:socket.io@4.5.0 s460@npm:socket.io@4.6.0
//   c441@npm:socket.io-client@4.4.1 c450@npm:socket.io-client@4.5.0 c460@npm:socket.io-client@4.6.0 e641@npm:engine.io@6.4.1
//   e642@npm:engine.io@6.4.2 ec622@npm:engine.io-client@6.2.2 ec623@npm:engine.io-client@6.2.3 socket.io socket.io-client
// Two concurrent GET polling requests of the same session, against engine.io <pkg>: status of the second one.
const http = require("http");
const { Server } = require(process.argv[2]);
const srv = http.createServer();
new Server().attach(srv);
srv.listen(0, async () => {
  const base = `http://localhost:${srv.address().port}/engine.io/?EIO=4&transport=polling`;
  const sid = JSON.parse((await (await fetch(base)).text()).slice(1)).sid;
  const first = fetch(`${base}&sid=${sid}`);
  await new Promise((r) => setTimeout(r, 100));
  const second = await fetch(`${base}&sid=${sid}`);
  console.log(process.argv[2], "second concurrent GET:", second.status);
  await first.catch(() => {});
  process.exit(0);
});
