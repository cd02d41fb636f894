// io.close() on a server whose HTTP server never listened (as in a @socket.io/pm2 worker)
const { createServer } = require("node:http");
const { Server } = require("socket.io");
const a = new Server(createServer());
a.close((err) => console.log("callback err:", err && err.code));
const b = new Server(createServer());
b.close().then(() => console.log("promise: resolved"), (e) => console.log("promise: rejected", e.code));
console.log("socket.io", require("socket.io/package.json").version);
