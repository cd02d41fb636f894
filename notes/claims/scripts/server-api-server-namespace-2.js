// return values, new_namespace, serverSideEmit with the in-memory adapter, adapter as a function, serveClient()
const { Server } = require("socket.io");
const { Adapter } = require("socket.io-adapter");
const { io: ioc } = require("socket.io-client");
const http = require("node:http");

const io = new Server(4102);
const seen = [];
io.on("new_namespace", (nsp) => seen.push(nsp.name));
const r = io.on("x", () => {});
console.log("io.on returns io:", r === io, "returns io.sockets:", r === io.sockets);
console.log("io.emit:", io.emit("a"), "io.send === io:", io.send("a") === io, "nsp.send === nsp:", io.of("/n").send("a") === io.of("/n"));
console.log("io.path after path('/my-app/'):", new Server().path("/my-app/").path(), "connectTimeout():", io.connectTimeout());
io.of("/orders");
io.of("orders"); // same namespace, no second event
const parent = io.of(/^\/workspace-\d+$/);
console.log("after of('/orders') and of(regex):", JSON.stringify(seen));
io.on("hello", () => console.log("serverSideEmit listener called (unexpected)"));
console.log("serverSideEmit returns:", io.serverSideEmit("hello", "world", (err, res) => console.log("ack called", err, res)));
let settled = "pending";
io.serverSideEmitWithAck("hello").then(() => (settled = "resolved"), (e) => (settled = "rejected: " + e.message));
try { io.serverSideEmit("connection"); } catch (e) { console.log("reserved:", e.message); }
// an arrow function as adapter
try { new Server({ adapter: (nsp) => new Adapter(nsp) }); console.log("arrow adapter: ok"); }
catch (e) { console.log("arrow adapter:", e.constructor.name, e.message); }
try { new Server({ adapter: function (nsp) { return new Adapter(nsp); } }); console.log("function adapter: ok"); }
catch (e) { console.log("function adapter:", e.message); }
console.log("adapter() getter === Adapter:", io.adapter() === Adapter);

const c = ioc("http://localhost:4102/workspace-42");
c.on("connect", () => {
  console.log("after a client joined /workspace-42:", JSON.stringify(seen));
  setTimeout(async () => {
    console.log("serverSideEmitWithAck after 3 s:", settled);
    // serveClient(false) after attaching, and before
    const after = new Server(4106); after.serveClient(false);
    const before = new Server(); before.serveClient(false); before.listen(4107);
    const get = (port) => new Promise((r) => http.get(`http://localhost:${port}/socket.io/socket.io.js`, (res) => r(res.statusCode)));
    const codes = [await get(4106), await get(4107)];
    console.log("GET /socket.io/socket.io.js, serveClient(false) after attach:", codes[0], "before:", codes[1]);
    c.close(); io.close(); process.exit(0);
  }, 3000);
});
