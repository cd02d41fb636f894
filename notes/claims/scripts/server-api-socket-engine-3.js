// A second CONNECT over HTTP long-polling while no GET request of the client is waiting: "forced server close".
setTimeout(() => { console.log("TIMEOUT"); process.exit(1); }, 10000).unref();
const { Server } = require("socket.io");
const io = new Server(4203);
const base = "http://localhost:4203/socket.io/?EIO=4&transport=polling";
io.on("connection", (s) => {
  s.on("disconnecting", (r) => console.log(`disconnecting: ${r}, rooms ${s.rooms.size}`));
  s.on("disconnect", (r) => console.log(`disconnect: ${r}`));
});
(async () => {
  const open = await (await fetch(base)).text();
  const sid = JSON.parse(open.slice(1)).sid;
  const url = `${base}&sid=${sid}`;
  await fetch(url, { method: "POST", body: "40" });
  console.log("GET:", await (await fetch(url)).text()); // the CONNECT answer; no GET is waiting after this
  console.log("POST 40 again:", (await fetch(url, { method: "POST", body: "40" })).status);
  await new Promise((r) => setTimeout(r, 200));
  console.log("next GET:", await (await fetch(url)).text());
  io.close();
})();
