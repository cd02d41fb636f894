import parser from "socket.io-msgpack-parser";
import { Server } from "socket.io";

const io = new Server({
  parser,
});

io.on("connection", (socket) => {
  socket.emit("hello", { parser: "msgpack", at: Date.now() });
});

io.listen(Number(process.env.PORT) || 3000);
