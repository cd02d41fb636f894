import { io } from "socket.io-client";

// the server is not running yet: every emit below happens while offline
const socket = io(process.env.SERVER_URL || "http://localhost:3000");

// #region buffered
for (let i = 1; i <= 3; i++) {
  socket.emit("message", `message #${i}`);
}
console.log(`buffered while offline: ${socket.sendBuffer.length}`); // 3
// #endregion buffered

// #region volatile
// a volatile event is dropped when it cannot be sent right away
socket.volatile.emit("cursor", { x: 10, y: 20 });
console.log(`after a volatile emit: ${socket.sendBuffer.length}`); // still 3
// #endregion volatile

// #region acks
// buffered with its callback: the callback runs once the server answers
socket.emit("save", { title: "draft" }, (reply: { status: string }) => {
  console.log(`save acknowledged: ${reply.status}`);
});

// with a timeout, the packet leaves the buffer when the delay expires
socket.timeout(1000).emit("ping-server", (err: Error | null) => {
  if (err) {
    console.log(`ping-server: ${err.message} (buffer: ${socket.sendBuffer.length})`);
  }
});
// #endregion acks

socket.on("connect", () => {
  // the buffer was flushed just before this event
  console.log(`connected, buffer: ${socket.sendBuffer.length}`);
});
