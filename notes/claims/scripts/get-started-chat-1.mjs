// chat sample with express 5 (newest): page, client bundle, count, broadcast, validation. Run beside ./chat, a copy of examples/get-started/chat
import { spawn } from "node:child_process";
import { io } from "socket.io-client";
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
const srv = spawn("node", ["chat/index.js"], { env: { ...process.env, PORT: "4227" }, stdio: "inherit" });
await wait(800);
const url = "http://localhost:4227";
for (const p of ["/", "/socket.io/socket.io.js", "/nope"]) { const r = await fetch(url + p); console.log(p, r.status, r.headers.get("content-type")); }
const a = io(url), b = io(url);
a.on("user count", (n) => console.log("A count", n));
b.on("chat message", (m) => console.log("B got", JSON.stringify(m)));
a.on("chat message", (m) => console.log("A got", JSON.stringify(m)));
await wait(500);
a.emit("chat message", "   "); a.emit("chat message", "x".repeat(501)); a.emit("chat message", "hello");
await wait(300); console.log("A id prefix", a.id.slice(0, 4));
b.close(); await wait(300);
a.close(); srv.kill(); await wait(200); process.exit(0);
