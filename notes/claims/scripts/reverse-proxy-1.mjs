// a socket.io server on 4602 behind nginx on 4601 (config of the page): default path, and the /chat/ prefix stripped
import { Server } from "socket.io";
import { io } from "socket.io-client";
const srv = new Server(4602, { path: process.env.SERVER_PATH || "/socket.io" });
srv.on("connection", (s) => s.on("hi", (cb) => cb(s.handshake.headers["x-forwarded-for"] ?? "none")));
for (const path of ["/socket.io/", "/chat/socket.io/"]) {
  const c = io("http://localhost:4601", { path, reconnection: false });
  const r = await new Promise((res) => {
    const done = async () => res(`on ${c.io.engine.transport.name}, x-forwarded-for ${await c.emitWithAck("hi")}`);
    c.on("connect", () => (c.io.engine.transport.name === "websocket" ? done() : c.io.engine.once("upgrade", done)));
    c.on("connect_error", (e) => res("connect_error " + e.message));
    setTimeout(() => res("no upgrade in 5 s"), 5000);
  });
  console.log(path, r); c.close();
}
srv.close();
