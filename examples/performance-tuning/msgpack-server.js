// #region parser
import { Server } from "socket.io";
import customParser from "socket.io-msgpack-parser";

const io = new Server(Number(process.env.PORT) || 3000, {
  parser: customParser,
});
// #endregion parser

io.on("connection", (socket) => {
  socket.emit("hello", { parser: "msgpack" });
});
