// Run with: node --expose-gc measure.js
// Environment: CLIENTS (default 1000), TRANSPORT ("websocket", "polling", or "both": polling then upgrade),
// DISCARD_REQUEST=1 to drop the reference to the first HTTP request of each connection.
import { fork } from "node:child_process";
import { createServer } from "node:http";
import { Server } from "socket.io";
import type { AddressInfo } from "node:net";

if (typeof globalThis.gc !== "function") {
  console.error("Start this script with: node --expose-gc measure.js");
  process.exit(1);
}

const CLIENTS = Number(process.env.CLIENTS) || 1000;
const TRANSPORT = process.env.TRANSPORT || "websocket"; // "websocket", "polling" or "both"
const DISCARD_REQUEST = process.env.DISCARD_REQUEST === "1";

// #region server
const httpServer = createServer();
const io = new Server(httpServer);

if (DISCARD_REQUEST) {
  // the first HTTP request of each connection is not needed once the session is open
  io.engine.on("connection", (rawSocket) => {
    rawSocket.request = null;
  });
}

io.on("connection", (socket) => {
  socket.join("everyone");
  socket.on("ping", (callback) => callback("pong"));
});
// #endregion server

await new Promise<void>((resolve) => httpServer.listen(0, "127.0.0.1", resolve));
const { port } = httpServer.address() as AddressInfo;

// #region measure
function heapUsed() {
  globalThis.gc!(); // a full collection, so that only live objects are counted
  return process.memoryUsage().heapUsed;
}

const before = heapUsed();

// the clients run in another process, so that their memory is not counted here
const clients = fork(new URL("./clients.js", import.meta.url), [], {
  env: { ...process.env, SERVER_URL: `http://127.0.0.1:${port}`, CLIENTS: String(CLIENTS), TRANSPORT },
});

await new Promise((resolve) => clients.once("message", resolve)); // "all connected"

const after = heapUsed();
const perConnection = Math.round((after - before) / CLIENTS);

console.log(`connected clients: ${io.engine.clientsCount}`);
console.log(`transport: ${TRANSPORT}, request discarded: ${DISCARD_REQUEST}`);
console.log(`heap used before: ${(before / 1024 / 1024).toFixed(1)} MiB`);
console.log(`heap used after: ${(after / 1024 / 1024).toFixed(1)} MiB`);
console.log(`heap used per connection: ${perConnection} bytes`);
// #endregion measure

clients.kill();
io.close();
