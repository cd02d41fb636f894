// use-with-vue: new id after disconnect()/connect(); connect/disconnect on automatic reconnection;
// timeout() removes a buffered event when the delay expires
const { createServer } = require("node:http");
const { Server } = require("socket.io");
const { io } = require("socket.io-client");
const http = createServer(); const server = new Server(http);
const received = [];
server.on("connection", (s) => s.on("create-something", (v, cb) => { received.push(v); cb(); }));
http.listen(4710, async () => {
  const socket = io("http://localhost:4710", { reconnectionDelay: 100, reconnectionDelayMax: 100 });
  const events = [];
  socket.on("connect", () => events.push("connect " + socket.id));
  socket.on("disconnect", (r) => events.push("disconnect " + r));
  await new Promise((r) => socket.once("connect", r));
  socket.disconnect(); await new Promise((r) => setTimeout(r, 300));
  console.log("after disconnect(): active", socket.active);
  socket.connect(); await new Promise((r) => socket.once("connect", r));
  // automatic reconnection: the server closes the transport
  server.of("/").sockets.forEach((s) => s.conn.close());
  await new Promise((r) => socket.once("connect", r));
  console.log(events.map((e) => e.replace(/ [\w-]{20}$/, " <id>")).join(" | "), "ids distinct:", new Set(events.filter((e) => e.startsWith("connect")).map((e) => e.split(" ")[1])).size);
  socket.disconnect();
  const p = socket.timeout(500).emitWithAck("create-something", "late").catch((e) => "rejected: " + e.message);
  console.log("buffered:", socket.sendBuffer.length, await p, "buffered after:", socket.sendBuffer.length);
  socket.connect(); await new Promise((r) => socket.once("connect", r)); await new Promise((r) => setTimeout(r, 200));
  console.log("server received:", received);
  socket.close(); server.close(); process.exit(0);
});
