// refused namespace: connection count before/after the client closes it
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const io = new Server(4193);
io.of("/admin").use((s, next) => { console.log("in middleware, clientsCount", io.engine.clientsCount); next(new Error("forbidden")); });
const x = ioc("http://localhost:4193/admin", { transports: ["websocket"] });
x.on("connect_error", (e) => { console.log("connect_error", e.message, "active", x.active); setTimeout(() => { console.log("100 ms later, clientsCount", io.engine.clientsCount); io.close(); }, 100); });
