// changelog 4.8.1: in Node.js 20 (no global WebSocket) transports: [WebSocket] never connects; NodeWebSocket does
import { Server } from "socket.io";
import { io, WebSocket, NodeWebSocket } from "socket.io-client";
const server = new Server(4322);
console.log("global WebSocket:", typeof globalThis.WebSocket, process.version);
for (const [name, T] of [["WebSocket", WebSocket], ["NodeWebSocket", NodeWebSocket]]) {
  const s = io("http://localhost:4322", { transports: [T], reconnectionAttempts: 1, reconnectionDelay: 100, timeout: 2000 });
  await new Promise((r) => {
    s.on("connect", () => { console.log(name, "connected"); r(); });
    s.on("connect_error", (e) => console.log(name, "connect_error:", e.message));
    s.io.on("reconnect_failed", () => { console.log(name, "reconnect_failed"); r(); });
  });
  s.close();
}
server.close();
