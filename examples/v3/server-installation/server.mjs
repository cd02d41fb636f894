// the same server, as an ES module (wrapper.mjs, since socket.io 3.0)
import { Server } from "socket.io";

const io = new Server(Number(process.env.PORT) || 3000);

io.on("connection", (socket) => {
  console.log(`connected: ${socket.id}`);
});
