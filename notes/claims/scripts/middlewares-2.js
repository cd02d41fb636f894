// middlewares: a middleware that never calls next() -> the server closes after connectTimeout, the client retries
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const io = new Server(4146, { connectTimeout: 1000 });
let n = 0;
io.use((socket, next) => { n++; if (n > 1) next(); });
const t0 = Date.now();
const c = ioc("http://localhost:4146", { reconnectionDelay: 100, reconnectionDelayMax: 100 });
c.on("disconnect", (r) => console.log("disconnect", r));
c.on("connect_error", (e) => console.log(Date.now() - t0, "ms connect_error:", e.message, "active:", c.active));
c.io.on("reconnect_attempt", (a) => console.log(Date.now() - t0, "ms reconnect_attempt", a));
c.on("connect", () => { console.log(Date.now() - t0, "ms connected, middleware runs:", n); c.close(); io.close(); });
