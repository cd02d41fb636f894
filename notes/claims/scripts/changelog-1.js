// changelog 4.8.2: adapter.init() per namespace; sync throw vs rejection (socket.io 4.8.4)
const { Server } = require("socket.io");
const { Adapter } = require("socket.io-adapter");
const calls = [];
class Rejecting extends Adapter { init() { calls.push(this.nsp.name); return Promise.reject(new Error("async")); } }
class Throwing extends Adapter { init() { throw new Error("sync"); } }
const io = new Server(4320, { adapter: Rejecting });
io.of("/admin"); io.of(/^\/dyn-\d+$/);
const { io: client } = require("socket.io-client");
const c = client("http://localhost:4320/dyn-1");
c.on("connect", () => {
  console.log("init called for:", calls.join(","));
  try { new Server({ adapter: Throwing }); console.log("sync throw: no error"); } catch (e) { console.log("sync throw escapes the constructor:", e.message); }
  c.close(); io.close();
});
