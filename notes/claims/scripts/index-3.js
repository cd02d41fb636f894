// A socket.io-client 2.x against a socket.io 4.x server, without and with allowEIO3.
const { Server } = require("socket.io");
const ioV2 = require("socket.io-client-v2"); // npm i socket.io-client-v2@npm:socket.io-client@2;
function attempt(allowEIO3) {
  return new Promise((resolve) => {
    const io = new Server(0, { allowEIO3 });
    io.engine.on("connection_error", (e) => console.log(`allowEIO3=${allowEIO3} server connection_error:`, e.code, e.message));
    io.on("connection", (s) => s.on("hello", (a, cb) => cb("hi " + a)));
    const socket = ioV2(`http://localhost:${io.httpServer.address().port}`, { reconnectionAttempts: 1, reconnectionDelay: 100 });
    const done = () => { socket.close(); io.close(); resolve(); };
    socket.on("connect", () => socket.emit("hello", "v2", (r) => { console.log(`allowEIO3=${allowEIO3} v2 client connected, ack:`, r); done(); }));
    socket.on("connect_error", (e) => console.log(`allowEIO3=${allowEIO3} v2 client connect_error:`, e.message, e.description ?? ""));
    socket.on("reconnect_failed", () => { console.log(`allowEIO3=${allowEIO3} v2 client reconnect_failed`); done(); });
  });
}
(async () => { await attempt(false); await attempt(true); })();
