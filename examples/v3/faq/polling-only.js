// A client that cannot use WebSocket (as behind a proxy that blocks it) still works over HTTP long-polling
const { io } = require("socket.io-client");

// #region polling-only
const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  auth: { token: "alice-token" },
  transports: ["polling"], // what a network that blocks WebSocket leaves you with
});

socket.emit("hello", (answer) => {
  console.log(`over ${socket.io.engine.transport.name}: ${answer}`);
  socket.disconnect();
});
// #endregion polling-only
