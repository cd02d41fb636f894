// changelog 4.7.5: pending acks with an error argument fail at once on disconnection (socket.io-client 4.8.4)
import { Server } from "socket.io";
import { io } from "socket.io-client";
const server = new Server(4323);
server.on("connection", (s) => s.on("slow", () => setTimeout(() => s.conn.close(), 100))); // never answers, cuts the connection
const c = io("http://localhost:4323", { reconnection: false });
await new Promise((r) => c.once("connect", r));
const t0 = Date.now();
c.emit("slow", () => console.log("plain callback called (unexpected)"));
try { await c.timeout(5000).emitWithAck("slow"); } catch (e) { console.log("rejected after", Date.now() - t0, "ms:", e.message); }
await new Promise((r) => setTimeout(r, 200));
c.close(); server.close();
