import { Server } from "socket.io";

// #region allow-eio3
const io = new Server(Number(process.env.PORT) || 3000, {
  allowEIO3: process.env.ALLOW_EIO3 === "true", // accept socket.io-client 2.x (default: false)
});
// #endregion allow-eio3

io.engine.on("connection_error", (err) => {
  console.log(`rejected: ${err.code} ${err.message}`); // 5 "Unsupported protocol version"
});

io.on("connection", (socket) => {
  socket.on("hello", (name, callback) => {
    callback(`hello ${name}, from a 4.x server`);
  });
});
