import { Server } from "socket.io";
// #region server
import * as parser from "./parser.js";

const io = new Server(Number(process.env.PORT) || 3000, {
  parser, // an object with the Encoder and Decoder classes
});
// #endregion server

io.on("connection", (socket) => {
  socket.emit("welcome", { id: socket.id, at: new Date() });

  socket.on("add", (a, b, callback) => {
    callback(a + b);
  });

  socket.on("echo", (payload) => {
    socket.emit("echo", payload);
  });

  // #region binary
  socket.on("file please", () => {
    try {
      socket.emit("file", Buffer.from([1, 2, 3]));
    } catch (err) {
      console.log(`cannot send: ${(err as Error).message}`);
      socket.emit("file", Buffer.from([1, 2, 3]).toString("base64"));
    }
  });
  // #endregion binary
});
