// server-instance: socket.id vs the Engine.IO id for a 2.x client (allowEIO3) and a 4.x client
const { Server } = require("socket.io");
const io2 = require("sioc2");
const { io: io4 } = require("socket.io-client");
const io = new Server(4109, { allowEIO3: true });
io.of("/admin");
const show = (label) => (s) => console.log(label, s.nsp.name, "socket.id:", s.id, "conn.id:", s.conn.id, "protocol:", s.conn.protocol);
io.on("connection", show("main"));
io.of("/admin").on("connection", show("admin"));
const a = io2("http://localhost:4109", { transports: ["websocket"] });
const b = io2("http://localhost:4109/admin", { transports: ["websocket"], forceNew: true });
const c = io4("http://localhost:4109", { transports: ["websocket"] });
setTimeout(() => { a.close(); b.close(); c.close(); io.close(); }, 1500);
