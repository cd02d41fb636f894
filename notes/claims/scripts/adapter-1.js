// Default adapter class, arrow-function adapter, in-memory serverSideEmit, broadcast flags
const { Server } = require("socket.io");
const { Adapter } = require("socket.io-adapter");
const { io: ioc } = require("socket.io-client");
console.log("default:", new Server().of("/").adapter.constructor.name);
console.log("with recovery:", new Server({ connectionStateRecovery: {} }).of("/").adapter.constructor.name);
try { new Server({ adapter: (nsp) => new Adapter(nsp) }); } catch (e) { console.log("arrow:", e.constructor.name, e.message); }
const fnServer = new Server({ adapter: function (nsp) { return new Adapter(nsp); } });
console.log("regular function:", fnServer.of("/").adapter.constructor.name);
class Logging extends Adapter { broadcast(packet, opts) { console.log("flags", JSON.stringify(opts.flags), "rooms", [...opts.rooms], "except", [...opts.except]); return super.broadcast(packet, opts); } }
const io = new Server({ adapter: Logging });
io.serverSideEmit("x");
io.of("/").adapter.on("create-room", (r) => console.log("create-room", r === c.id ? "<id>" : r));
io.of("/").adapter.on("join-room", (r, id) => console.log("join-room", r === id ? "<id>" : r));
io.listen(3000);
const c = ioc("http://localhost:3000");
io.on("connection", async (s) => {
  await s.join("room1");
  io.to("room1").except("r2").volatile.compress(false).emit("a");
  io.local.emit("b");
  io.timeout(100).emit("c", () => {});
  console.log("serverCount", await io.of("/").adapter.serverCount());
  setTimeout(() => { c.close(); io.close(); }, 300);
});
