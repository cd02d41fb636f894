// changelog 4.6.0: the server's disconnecting/disconnect events get a second argument (socket.io 4.8.4)
import { Server } from "socket.io";
import { io } from "socket.io-client";
const server = new Server(4324, { pingInterval: 200, pingTimeout: 200 });
let n = 0;
server.on("connection", (s) => {
  s.on("disconnecting", (r, d) => console.log("disconnecting:", r, "|", d && (d.message || JSON.stringify(d))));
  s.on("disconnect", (r, d) => { console.log("disconnect:", r, "|", d && (d.message || JSON.stringify(d))); if (++n === 2) server.close(); });
});
const a = io("http://localhost:4324", { transports: ["websocket"] });
a.on("connect", () => a.io.engine.transport.ws._socket.destroy()); // abrupt loss
const b = io("http://localhost:4324", { forceNew: true, reconnection: false });
b.on("connect", () => b.disconnect());
setTimeout(() => { a.close(); }, 1500);
