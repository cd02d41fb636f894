// default parser output, JSON round trip of Date/Map/Set/undefined, msgpack: one binary message per packet
const { Encoder, Decoder } = require("socket.io-parser");
const msgpack = require("socket.io-msgpack-parser");
const { Server } = require("socket.io");
const { io } = require("socket.io-client");
const enc = new Encoder();
console.log(enc.encode({ type: 2, nsp: "/", data: ["hello", "world"] }));
console.log(enc.encode({ type: 2, nsp: "/admin", data: ["hello"], id: 12 }));
console.log(enc.encode({ type: 2, nsp: "/", data: ["file", Buffer.from([1, 2, 3])] }));
console.log("msgpack, binary:", new msgpack.Encoder().encode({ type: 2, nsp: "/", data: ["file", Buffer.from([1, 2, 3])] }).map((x) => x.constructor.name));
// 11 attachments
const d = new Decoder();
try { d.add('511-["x"]'); } catch (e) { console.log("11 attachments:", e.message); }
const server = new Server(4520);
server.on("connection", (socket) => {
  socket.on("values", (v, bin) => {
    console.log("server got:", JSON.stringify(v), typeof v.date, "bin:", bin.constructor.name);
    socket.emit("bin", new Uint8Array([1, 2]));
  });
});
const client = io("http://localhost:4520");
client.on("bin", (b) => {
  console.log("client got binary as:", b.constructor.name);
  // a malformed packet from the client: the server closes the connection
  client.io.once("close", (reason) => { console.log("after malformed packet, client close:", reason); client.disconnect(); server.close(); });
  client.io.engine.send("2[invalid");
});
client.on("connect", () => client.emit("values", { date: new Date(0), map: new Map([[1, 2]]), set: new Set([1]), u: undefined }, Buffer.from([1])));
