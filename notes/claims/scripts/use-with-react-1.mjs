// the Vite dev server proxy: with ws: true a WebSocket-only client connects through it; without, it cannot
import { createServer as createHttp } from "node:http";
import { createServer } from "vite";
import { Server } from "socket.io";
import { io } from "socket.io-client";
const http = createHttp(); new Server(http); await new Promise((r) => http.listen(4701, r));
for (const ws of [true, false]) {
  const vite = await createServer({ configFile: false, root: process.cwd(), logLevel: "silent",
    server: { port: 4702, strictPort: true, proxy: { "/socket.io": { target: "http://localhost:4701", ws } } } });
  await vite.listen();
  for (const transports of [["polling"], ["websocket"]]) {
    const s = io("http://localhost:4702", { transports, reconnection: false, timeout: 3000 });
    const r = await new Promise((res) => { s.on("connect", () => res("connect")); s.on("connect_error", (e) => res("connect_error " + e.message)); });
    console.log(`ws: ${ws}, ${transports}: ${r}`); s.close();
  }
  await vite.close();
}
console.log("default port", (await import("vite")).version, "->", (await createServer({configFile:false,logLevel:"silent"})).config.server.port ?? "undefined (5173 at listen)");
http.close(); process.exit(0);
