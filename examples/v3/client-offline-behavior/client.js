const { io } = require("socket.io-client");

// autoConnect: false, so the socket starts disconnected
const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  autoConnect: false,
});

// #region buffer
// not connected: these packets go to socket.sendBuffer
socket.emit("note", "first");
socket.emit("note", "second");
// a volatile event is dropped instead
socket.volatile.emit("note", "volatile");
// buffered too, with its acknowledgement callback
socket.emit("list", (notes) => {
  console.log("the server received:", notes);
  socket.disconnect();
});

console.log("buffered packets:", socket.sendBuffer.length); // 3
// #endregion buffer

socket.on("connect", () => {
  // the buffer is flushed right after the "connect" listeners run
  setTimeout(() => console.log("after connect:", socket.sendBuffer.length), 0);
});

socket.connect();
