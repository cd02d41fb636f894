// does a second io() to the same URL and namespace share the first client's Manager without forceNew?
const { Server } = require("socket.io");
const { io } = require("socket.io-client");
const server = new Server(4550);
const a = io("http://localhost:4550");
const b = io("http://localhost:4550");
const c = io("http://localhost:4550/other");
const d = io("http://localhost:4550", { forceNew: true });
console.log("same namespace, no forceNew: shared Manager?", a.io === b.io);
console.log("other namespace, no forceNew: shared with the first?", c.io === a.io);
console.log("forceNew: shared?", d.io === a.io);
console.log("[::1] hostname:", new URL("http://[::1]:3000").hostname);
setTimeout(() => {
  console.log("server-side Engine.IO connections:", server.engine.clientsCount);
  [a, b, c, d].forEach((s) => s.disconnect());
  server.close();
}, 500);
