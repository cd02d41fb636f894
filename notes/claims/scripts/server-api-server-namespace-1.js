// io.close(): what the server-side sockets, the clients, the engine and the HTTP server see
const { createServer } = require("node:http");
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");

const httpServer = createServer();
const io = new Server(httpServer);
io.of("/admin");
httpServer.listen(4101, async () => {
  const url = "http://localhost:4101";
  const main = ioc(url, { reconnectionDelay: 200, reconnectionDelayMax: 200 });
  const admin = ioc(url + "/admin");
  await new Promise((r) => admin.on("connect", r));
  if (!main.connected) await new Promise((r) => main.on("connect", r));
  io.on("connection", (s) => console.log("server: new connection after close", s.id));
  for (const s of [...io.of("/").sockets.values(), ...io.of("/admin").sockets.values()]) {
    s.on("disconnect", (reason) => console.log(`server ${s.nsp.name}: disconnect "${reason}"`));
  }
  main.on("disconnect", (reason) => console.log(`client /: disconnect "${reason}"`));
  admin.on("disconnect", (reason) => console.log(`client /admin: disconnect "${reason}"`));
  main.io.on("reconnect_attempt", (n) => n === 1 && console.log("client: reconnect attempt", n));
  main.on("connect_error", (e) => console.log("client: connect_error", e.message));
  const p = io.close((err) => console.log("callback err:", err && err.code));
  console.log("close returns a promise:", p instanceof Promise);
  await p;
  console.log("resolved; httpServer.listening:", httpServer.listening, "engine clients:", io.engine.clientsCount);
  setTimeout(async () => {
    console.log("client / active (still trying):", main.active);
    main.close(); admin.close();
    // a Server attached to an HTTP server that never listened
    const io2 = new Server(createServer());
    await io2.close((err) => console.log("never-listening server, callback err:", err && err.code));
    // a bound engine: no httpServer
    const { Server: Engine } = require("engine.io");
    const io3 = new Server(); const engine = new Engine(); io3.bind(engine);
    console.log("bound: io3.httpServer:", io3.httpServer);
    await io3.close((err) => console.log("bound engine, callback err:", err));
  }, 1000);
});
