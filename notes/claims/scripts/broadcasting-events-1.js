// broadcasting-events: acks of broadcasts (empty room, no timeout, partial answers), to()/except() sets, rooms on disconnect
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const io = new Server(4143);
const names = ["alice", "bob", "carol"];
const rooms = { alice: ["general"], bob: ["general", "sports"], carol: ["sports"] };
const got = {};
io.on("connection", (socket) => {
  const n = socket.handshake.auth.name;
  socket.join(rooms[n]);
  socket.on("disconnecting", () => console.log("disconnecting rooms:", [...socket.rooms].length));
  socket.on("disconnect", () => console.log("disconnect rooms:", socket.rooms.size));
  if (io.engine.clientsCount === 3) setTimeout(() => run(socket), 100);
});
const clients = names.map((name) => {
  const c = ioc("http://localhost:4143", { auth: { name } });
  c.onAny((ev) => (got[ev] ||= []).push(name));
  c.on("q", (cb) => { if (name !== "carol") setTimeout(() => cb(name + "-answer", "second"), name === "bob" ? 10 : 50); });
  return c;
});
async function run(anyone) {
  const alice = [...io.sockets.sockets.values()].find((s) => s.handshake.auth.name === "alice");
  io.to(["general", "sports"]).emit("union");
  io.to("general").to("sports").emit("chained");
  alice.to("sports").emit("socketTo");
  io.except("sports").emit("except");
  io.to("general").except("sports").emit("toExcept");
  io.to("general").except(alice.id).emit("exceptId");
  io.in("sports").emit("in");
  io.to("empty").timeout(1000).emit("q", (err, r) => console.log("empty room:", err, r));
  const t0 = Date.now();
  io.emit("q", (err, r) => console.log("no timeout after", Date.now() - t0, "ms:", err && err.message, r));
  io.timeout(300).emit("q", (err, r) => console.log("partial:", err && err.message, r));
  try { await io.timeout(300).emitWithAck("q"); } catch (e) { console.log("emitWithAck rejected:", e.message, e.responses); }
  console.log("to(general) answered:", await io.to("general").timeout(300).emitWithAck("q"));
  setTimeout(() => { console.log(JSON.stringify(got)); clients.forEach((c) => c.close()); setTimeout(() => io.close(), 100); }, 200);
}
