// What the server sees as the client's address
const { io } = require("socket.io-client");

// #region client-ip
const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  auth: { token: "alice-token" },
  // a Node.js client can send any header it likes: X-Forwarded-For proves nothing by itself
  extraHeaders: { "x-forwarded-for": "203.0.113.7" },
});

socket.emit("whoami", ({ address, forwardedFor }) => {
  console.log(`handshake.address: ${address}`);
  console.log(`x-forwarded-for: ${forwardedFor}`);
  socket.disconnect();
});
// #endregion client-ip
