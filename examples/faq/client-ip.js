import { io } from "socket.io-client";

// #region client-ip
// in Node.js, a client can send any header it likes: here it pretends to come
// through a proxy, which shows why X-Forwarded-For is only trustworthy when
// the server is reachable through your own proxy alone
const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  auth: { userId: "alice" },
  extraHeaders: { "x-forwarded-for": "203.0.113.7" },
});

socket.on("connect", async () => {
  const { address, forwardedFor } = await socket.emitWithAck("whereami");
  console.log(`handshake.address: ${address}`);
  console.log(`x-forwarded-for: ${forwardedFor}`);
  socket.disconnect();
});
// #endregion client-ip
