// retries count, tryAllTransports fallback, rememberUpgrade
const { Server } = require("socket.io");
const { io } = require("socket.io-client");
const srv = new Server(4130);
let sends = 0;
srv.on("connection", (s) => s.on("order", () => sends++)); // never acknowledges
const pollingOnly = new Server(4131, { transports: ["polling"] });
const c = io("http://localhost:4130", { ackTimeout: 200, retries: 3 });
c.emit("order", 42, (err) => {
  console.log("retries 3: server received", sends, "times; callback error:", err && err.message);
  c.disconnect();
  const noFallback = io("http://localhost:4131", { transports: ["websocket", "polling"], reconnection: false });
  noFallback.on("connect_error", (e) => console.log("ws blocked, tryAllTransports off ->", e.message));
  const fallback = io("http://localhost:4131", { forceNew: true, transports: ["websocket", "polling"], tryAllTransports: true, reconnection: false });
  fallback.on("connect", () => {
    console.log("ws blocked, tryAllTransports on -> connected on", fallback.io.engine.transport.name);
    fallback.disconnect(); pollingOnly.close();
    const r1 = io("http://localhost:4130", { forceNew: true, rememberUpgrade: true });
    r1.io.engine.on("upgrade", () => {
      r1.disconnect();
      const r2 = io("http://localhost:4130", { forceNew: true, rememberUpgrade: true });
      console.log("rememberUpgrade: second client starts with", r2.io.engine.transport.name);
      const r3 = io("http://localhost:4130", { forceNew: true });
      console.log("without rememberUpgrade: starts with", r3.io.engine.transport.name);
      r2.on("connect", () => { r2.disconnect(); r3.disconnect(); srv.close(); });
    });
  });
});
