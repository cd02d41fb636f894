// event order after the server goes away; ids; recovered; active after a refusal; reserved names
const { Server } = require("socket.io");
const { io } = require("socket.io-client");
const PORT = 4126;
let srv;
const start = () => { srv = new Server(PORT); srv.of("/private").use((s, next) => next(Object.assign(new Error("not authorized"), { data: { code: 1 } }))); };
start();
const log = (...a) => console.log(...a);
const socket = io(`http://localhost:${PORT}`, { reconnectionDelay: 300, reconnectionDelayMax: 300 });
log("before connect: id", socket.id, "recovered", socket.recovered);
try { socket.emit("connect"); } catch (e) { log("emit connect throws:", e.message); }
const ids = [];
socket.on("connect", () => { ids.push(socket.id); log("connect id", socket.id, "recovered", socket.recovered); });
socket.on("disconnect", (r, d) => log("disconnect", r, "active", socket.active, "id", socket.id));
socket.on("connect_error", (e) => log("connect_error", e.message, "active", socket.active));
for (const ev of ["reconnect_attempt", "reconnect_error", "reconnect", "error"]) socket.io.on(ev, (x) => log("manager", ev, x instanceof Error ? x.message : x));
socket.once("connect", () => {
  srv.close(); // stop the server
  setTimeout(start, 1000);
  socket.once("connect", () => {
    log("ids differ:", ids[0] !== ids[1]);
    const p = io(`http://localhost:${PORT}/private`);
    p.on("connect_error", (e) => {
      log("refused:", e.message, JSON.stringify(e.data), "active", p.active);
      srv.sockets.sockets.forEach((s) => s.disconnect());
      setTimeout(() => { log("after server disconnect: active", socket.active); socket.disconnect(); p.disconnect(); srv.close(); }, 300);
    });
  });
});
