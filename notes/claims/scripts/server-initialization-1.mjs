// server-initialization: fastify close with/without preClose, http2 without allowHTTP1, handshake.secure, hono upgrade listeners
import Fastify from "fastify";
import { Server } from "socket.io";
import { io as ioc } from "socket.io-client";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import http2 from "node:http2";
import { execSync } from "node:child_process";
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
for (const hook of [false, true]) {
  const fastify = Fastify();
  const io = new Server(fastify.server);
  if (hook) fastify.addHook("preClose", (done) => { io.local.disconnectSockets(true); done(); });
  await fastify.listen({ port: 4101 });
  const c = ioc("http://localhost:4101", { transports: ["websocket"], reconnection: false });
  await new Promise((r) => c.on("connect", r));
  const res = await Promise.race([fastify.close().then(() => "closed"), wait(3000).then(() => "still open after 3 s")]);
  console.log(`fastify ${hook ? "with" : "without"} preClose:`, res);
  c.close(); io.close(); await wait(100);
}
// hono
{
  const app = new Hono();
  const s = serve({ fetch: app.fetch, port: 4102 });
  console.log("hono upgrade listeners before io:", s.listenerCount("upgrade"), s.constructor.name);
  const io = new Server(s);
  const c = ioc("http://localhost:4102", { transports: ["websocket"], reconnection: false });
  await new Promise((r) => c.on("connect", r));
  console.log("hono websocket ok, transport", c.io.engine.transport.name);
  c.close(); io.close(); s.close();
}
// http2 without allowHTTP1, and secure
execSync("openssl req -x509 -newkey rsa:2048 -nodes -keyout /tmp/k.pem -out /tmp/c.pem -days 1 -subj /CN=localhost 2>/dev/null");
import fs from "node:fs";
for (const allowHTTP1 of [false, true]) {
  const s = http2.createSecureServer({ key: fs.readFileSync("/tmp/k.pem"), cert: fs.readFileSync("/tmp/c.pem"), allowHTTP1 });
  const io = new Server(s);
  let secure;
  io.on("connection", (so) => (secure = so.handshake.secure));
  await new Promise((r) => s.listen(4103, r));
  for (const transports of [["polling"], ["websocket"]]) {
    const c = ioc("https://localhost:4103", { ca: fs.readFileSync("/tmp/c.pem"), transports, reconnection: false, timeout: 2000 });
    const r = await new Promise((res) => { c.on("connect", () => res("connect")); c.on("connect_error", (e) => res("connect_error " + e.message)); });
    await wait(50);
    console.log(`http2 allowHTTP1=${allowHTTP1} ${transports[0]}:`, r, "secure:", secure);
    c.close(); secure = undefined;
  }
  io.close(); await wait(100);
}
process.exit(0);
