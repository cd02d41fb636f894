// part I pitfall: socket.auth set right after socket.connect(), same tick and later
import { Server } from "socket.io";
import { io as ioc } from "socket.io-client";
const io = new Server(4228);
io.on("connection", (s) => console.log("server got auth", JSON.stringify(s.handshake.auth)));
const a = ioc("http://localhost:4228", { autoConnect: false });
a.connect(); a.auth = { sessionID: "same-tick" };
const b = ioc("http://localhost:4228", { autoConnect: false, forceNew: true });
b.connect(); setTimeout(() => { b.auth = { sessionID: "200ms-later" }; }, 200);
await new Promise((r) => setTimeout(r, 800));
a.close(); b.close(); io.close(); process.exit(0);
