// rooms: adapter events and their order, join/leave return values, rooms on disconnection and after recovery
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const io = new Server(4153, { connectionStateRecovery: {} });
const a = io.of("/").adapter;
a.on("create-room", (r) => console.log("create-room", r));
a.on("delete-room", (r) => console.log("delete-room", r));
a.on("join-room", (r, id) => console.log("join-room", r, id));
a.on("leave-room", (r, id) => console.log("leave-room", r, id));
io.on("connection", (socket) => {
  console.log("connection", socket.id, "recovered:", socket.recovered, "rooms:", [...socket.rooms].join(" "));
  if (socket.recovered) { c.close(); setTimeout(() => io.close(), 100); return; }
  console.log("join returns:", socket.join("general"), "twice:", socket.join("general"), "leave non-member:", socket.leave("nope"));
  socket.join(["a", "b"]); socket.leave("a");
  console.log("socket.rooms:", socket.rooms, "adapter.rooms is Map:", a.rooms instanceof Map, a.rooms.get("general"));
  socket.on("disconnecting", () => console.log("disconnecting, rooms:", socket.rooms.size));
  socket.on("disconnect", () => console.log("disconnect, rooms:", socket.rooms.size));
  if (!first) { first = true; io.emit("tick"); setTimeout(() => socket.conn.close(), 100); } // abrupt close: the client reconnects
});
let first = false;
const c = ioc("http://localhost:4153", { reconnectionDelay: 100, reconnectionDelayMax: 100 });
