import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  auth: { userId: "alice" },
});

// #region order
// 1,000 numbered events, 20 every 5 ms, starting before the connection is
// open: the first ones wait in the buffer of the client, the next ones may
// leave over HTTP long-polling, the last ones over WebSocket
const sentWhile = new Set();
for (let n = 1; n < 1000; n++) {
  sentWhile.add(socket.connected ? socket.io.engine.transport.name : "buffered");
  socket.emit("seq", n);
  if (n % 20 === 0) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
const { received, outOfOrder } = await socket.emitWithAck("seq", 1000);
console.log(`sent while: ${[...sentWhile].join(", ")}`);
console.log(`last event received: ${received}, out of order: ${outOfOrder}`);
// #endregion order
socket.disconnect();
