// listening-to-events: catch-all order, acks in catch-all, outgoing listeners, off() without function
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const io = new Server(4141);
io.on("connection", (socket) => {
  socket.onAny((ev, ...a) => console.log("server onAny:", ev, a.map((x) => typeof x)));
  socket.prependAny((ev) => console.log("server prependAny:", ev));
  socket.on("q", (cb) => { console.log("server specific q"); cb("a"); });
  socket.onAnyOutgoing((ev, ...a) => console.log("server outgoing:", ev, a.map((x) => typeof x)));
  try { socket.off("q"); console.log("server off(name) ok, listeners left:", socket.listenerCount("q")); } catch (e) { console.log("server off(name):", e.code || e.message); }
  console.log("server listeners():", socket.listeners("q").length, typeof socket.prependListener);
  socket.emit("hello", 1, () => {});
  io.emit("broadcast", 2);
  socket.on("disconnect", () => { io.close(); });
});
const s = ioc("http://localhost:4141");
s.onAny((ev) => console.log("client onAny:", ev));
s.onAnyOutgoing((ev, ...a) => console.log("client outgoing:", ev, a.map((x) => typeof x)));
s.on("hello", (n, cb) => cb && cb());
s.on("connect", () => {
  s.emit("q", (a) => {
    console.log("client got ack", a, "listeners(hello):", s.listeners("hello").length);
    s.on("x", () => {}); s.on("y", () => {});
    s.off("x"); console.log("client off(name): x left", s.listeners("x").length, "y left", s.listeners("y").length);
    s.off(); console.log("client off(): y left", s.listeners("y").length, "connect left", s.listeners("connect").length);
    console.log("client has removeAllListeners/prependAny/listenersAnyOutgoing/prependAnyOutgoing/offAnyOutgoing:",
      typeof s.removeAllListeners, typeof s.prependAny, typeof s.listenersAnyOutgoing, typeof s.prependAnyOutgoing, typeof s.offAnyOutgoing);
    s.close();
  });
});
