// emit() after the heartbeat deadline has passed (timers throttled): buffered, "ping timeout", sent after reconnection
const { Server } = require("socket.io");
const { io } = require("socket.io-client");
const srv = new Server(4132);
srv.on("connection", (s) => s.on("late", () => console.log("server received 'late' on connection", s.id)));
const socket = io("http://localhost:4132", { reconnectionDelay: 100, reconnectionDelayMax: 100 });
socket.once("connect", () => {
  socket.io.engine._pingTimeoutTime = Date.now() - 1; // as if the laptop slept past the deadline
  console.log("connected before emit:", socket.connected);
  socket.emit("late");
  console.log("after emit: in sendBuffer", socket.sendBuffer.length);
  socket.once("disconnect", (r) => console.log("disconnect reason:", r));
  socket.once("connect", () => setTimeout(() => { console.log("reconnected as", socket.id); socket.disconnect(); srv.close(); }, 200));
});
