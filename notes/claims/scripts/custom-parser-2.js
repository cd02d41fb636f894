// parser mismatch, both ways: what the client sees during 4 s
const { Server } = require("socket.io");
const { io } = require("socket.io-client");
const msgpack = require("socket.io-msgpack-parser");
async function run(label, serverOpts, clientOpts, port) {
  const server = new Server(port, serverOpts);
  server.on("connection", () => console.log(label, "server connection"));
  const socket = io(`http://localhost:${port}`, { ...clientOpts, reconnectionDelay: 500, reconnectionDelayMax: 500 });
  const seen = [];
  socket.on("connect", () => seen.push("connect"));
  socket.on("connect_error", (e) => seen.push(`connect_error ${e.message}`));
  socket.io.on("close", (r) => seen.push(`manager close: ${r}`));
  socket.io.on("reconnect_attempt", (n) => seen.push(`reconnect_attempt ${n}`));
  await new Promise((r) => setTimeout(r, 4000));
  socket.disconnect();
  server.close();
  const summary = [...new Set(seen)].map((s) => `${s} x${seen.filter((x) => x === s).length}`);
  console.log(label, summary.join(" | "));
}
(async () => {
  await run("msgpack client, default server:", {}, { parser: msgpack }, 4521);
  await run("default client, msgpack server:", { parser: msgpack }, {}, 4522);
  await run("default client, msgpack server, websocket only:", { parser: msgpack }, { transports: ["websocket"] }, 4523);
})();
