// volatile: dropped when the transport cannot write; buffered when only the socket is disconnected
import { createServer } from "node:http";
import { Server } from "socket.io";
import { io } from "socket.io-client";
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
const http = createServer();
const server = new Server(http);
const got = [];
server.on("connection", (s) => s.onAny((ev) => got.push(ev)));
await new Promise((r) => http.listen(4311, r));
const s = io("http://localhost:4311", { transports: ["polling"] });
await new Promise((r) => s.once("connect", r));
await wait(100);
s.volatile.emit("v1"); s.volatile.emit("v2"); s.volatile.emit("v3"); // polling: one POST in flight
await wait(300);
s.disconnect(); // last socket: Manager closed
s.volatile.emit("offline-volatile"); s.emit("offline-normal");
console.log("sendBuffer while Manager closed:", s.sendBuffer.map((p) => p.data[0]));
s.connect(); await new Promise((r) => s.once("connect", r)); await wait(300);
console.log("server received:", got.join(","));
s.close(); server.close();
