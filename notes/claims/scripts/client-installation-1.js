// needs socket.io@2 and socket.io-client@2 installed in /tmp/claims-c2/v2, and the newest socket.io and socket.io-client here
// 4.8 client -> 2.x server, and 2.x client -> 4.8 server without allowEIO3
const V2 = "/tmp/claims-c2/v2/node_modules/";
const Server2 = require(V2 + "socket.io");
const io2 = require(V2 + "socket.io-client");
const { Server } = require("socket.io");
const { io } = require("socket.io-client");
const s2 = Server2(4127);
s2.on("connection", (s) => console.log("2.x server: connection"));
const c4 = io("http://localhost:4127", { reconnection: false });
c4.on("connect", () => console.log("4.8 client connected to 2.x server (unexpected)"));
c4.on("connect_error", (e) => {
  console.log("4.8 client -> 2.x server connect_error:", e.message);
  c4.close(); s2.close();
  const s4 = new Server(4128);
  const c2 = io2("http://localhost:4128", { reconnectionAttempts: 2, reconnectionDelay: 100 });
  c2.on("connect_error", (e) => console.log("2.x client -> 4.8 server connect_error:", e.message));
  c2.on("reconnect_attempt", (n) => console.log("2.x client reconnect_attempt", n));
  c2.on("reconnect_failed", () => { c2.close(); s4.close(); });
});
