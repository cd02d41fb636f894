import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "http://localhost:3000");

// #region client
const received = [];

socket.on("connect", () => {
  // when recovered, the missed ticks have already been handled at this point
  console.log(
    `connected as ${socket.id}, recovered: ${socket.recovered}, last tick: ${received.at(-1)}`,
  );
});

socket.on("disconnect", (reason) => {
  console.log(`disconnected (${reason})`);
});

socket.on("tick", (count) => {
  received.push(count);
});
// #endregion client

// #region cut
// after one second, cut the connection without telling Socket.IO, as a network
// failure would: the client reconnects on its own a moment later
setTimeout(() => {
  console.log(`cutting the connection after tick ${received.at(-1)}`);
  socket.io.engine.transport.close();
}, 1000);
// #endregion cut

// after four seconds, check that no tick is missing
setTimeout(() => {
  const gaps = received.filter((count, i) => i > 0 && count !== received[i - 1] + 1);
  console.log(`received ticks ${received[0]} to ${received.at(-1)}, gaps: ${gaps.length}`);
  socket.disconnect();
}, 4000);
