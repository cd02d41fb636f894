// buffer sent before "connect"; clearing on Manager "reconnect"; timeout() offline; acks lost after send
const { Server } = require("socket.io");
const { io } = require("socket.io-client");
const PORT = 4125;
let srv;
const got = [];
function start() {
  srv = new Server(PORT);
  srv.on("connection", (s) => {
    s.onAny((ev, ...a) => { got.push(ev); if (ev === "slow") return; if (typeof a.at(-1) === "function") a.at(-1)("ok"); });
  });
}
const socket = io(`http://localhost:${PORT}`, { reconnectionDelay: 200, reconnectionDelayMax: 200 });
socket.emit("first");
socket.timeout(300).emit("timed", (err) => console.log("timed offline ->", err && err.message, "; buffer length", socket.sendBuffer.length));
socket.on("connect", () => console.log("connect: sendBuffer length", socket.sendBuffer.length));
setTimeout(start, 800);
setTimeout(async () => {
  console.log("server got", got.splice(0));
  // ack sent, then connection lost before the answer
  socket.emit("slow", () => console.log("plain callback called (unexpected)"));
  socket.timeout(5000).emit("slow", (err) => console.log("timeout() callback ->", err && err.message));
  socket.emitWithAck("slow").catch((e) => console.log("emitWithAck ->", e.message));
  await new Promise((r) => setTimeout(r, 200));
  srv.close();
  socket.once("disconnect", (reason) => {
    console.log("disconnect", reason);
    socket.emit("offline-1"); socket.emit("offline-2");
    socket.io.once("reconnect", () => { console.log("reconnect: buffer", socket.sendBuffer.length, "-> cleared"); socket.sendBuffer = []; });
    setTimeout(start, 500);
    socket.once("connect", () => setTimeout(() => { console.log("after reconnection the server got", got); socket.disconnect(); srv.close(); }, 300));
  });
}, 1600);
