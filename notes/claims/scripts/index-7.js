// Namespaces: "/" and "/admin" share one Engine.IO connection, each with its own middleware and handlers.
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const io = new Server(0);
io.of("/admin").use((socket, next) => next(socket.handshake.auth.token === "s3cret" ? null : new Error("admin only")));
io.on("connection", (s) => console.log("/ connection, engine id", s.conn.id));
io.of("/admin").on("connection", (s) => console.log("/admin connection, engine id", s.conn.id));
const url = `http://localhost:${io.httpServer.address().port}`;
const main = ioc(url);
const admin = ioc(url + "/admin", { auth: { token: "s3cret" } });
const intruder = ioc(url + "/admin", { forceNew: true });
intruder.on("connect_error", (e) => console.log("/admin without token:", e.message));
setTimeout(() => {
  console.log("same Manager for / and /admin:", main.io === admin.io, "| engine.io sessions on the server:", io.engine.clientsCount);
  main.close(); admin.close(); intruder.close(); io.close();
}, 500);
