// server with the default parser, client with the msgpack parser: does the client connect?
import { createServer } from "node:http";
import { Server } from "socket.io";
import { io } from "socket.io-client";
import parser from "socket.io-msgpack-parser";
const http = createServer(); const srv = new Server(http);
srv.on("connection", () => console.log("server: connection"));
srv.engine.on("connection_error", (e) => console.log("engine error", e.message));
await new Promise((r) => http.listen(0, r));
for (const transports of [["websocket"], ["polling"]]) {
  const c = io(`http://localhost:${http.address().port}`, { parser, transports, reconnection: false, timeout: 3000 });
  const r = await new Promise((res) => { c.on("connect", () => res("connect")); c.on("connect_error", (e) => res("connect_error " + e.message)); setTimeout(() => res("nothing in 5 s, connected=" + c.connected), 5000); });
  console.log(transports[0], r); c.close();
}
srv.close();
