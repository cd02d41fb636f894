// instrument() errors, bcrypt prefixes, plain password, readonly
const { Server } = require("socket.io");
const { io } = require("socket.io-client");
const { instrument } = require("@socket.io/admin-ui");
const bcrypt = require("bcryptjs");
const tryInstrument = (label, opts) => {
  try { instrument(new Server(), opts); console.log(label, "-> no error"); } catch (e) { console.log(label, "->", e.message); }
};
tryInstrument("no auth", {});
tryInstrument("password undefined", { auth: { type: "basic", username: "admin", password: undefined } });
tryInstrument("type digest", { auth: { type: "digest", username: "admin", password: "x" } });
tryInstrument("plain password", { auth: { type: "basic", username: "admin", password: "changeit" } });
const hash = bcrypt.hashSync("changeit", 10);
for (const p of ["$2a$", "$2b$", "$2y$"]) console.log(p, bcrypt.compareSync("changeit", p + hash.slice(4)));
console.log("hashSync prefix:", hash.slice(0, 4));
(async () => {
  const server = new Server(4530);
  instrument(server, { auth: { type: "basic", username: "admin", password: "changeit" }, readonly: true });
  const bad = io("http://localhost:4530/admin", { auth: { username: "admin", password: "changeit" } });
  console.log("plain password login:", await new Promise((r) => { bad.on("connect", () => r("connected")); bad.on("connect_error", (e) => r(e.message)); }));
  bad.disconnect();
  const srv2 = new Server(4531);
  instrument(srv2, { auth: false, readonly: true, mode: "test" });
  const admin = io("http://localhost:4531/admin");
  const config = await new Promise((r) => admin.once("config", r));
  console.log("readonly, mode test: config", JSON.stringify(config));
  let allSockets = false;
  admin.on("all_sockets", () => (allSockets = true));
  const stats = await new Promise((r) => admin.once("server_stats", r));
  console.log("server_stats keys:", Object.keys(stats).join(","), "all_sockets:", allSockets);
  const adminNsp = srv2.of("/admin");
  const [s] = await adminNsp.fetchSockets();
  console.log("listeners on the admin socket:", srv2.of("/admin").sockets.get(s.id).eventNames().join(",") || "(none)");
  admin.disconnect(); server.close(); srv2.close();
})();
