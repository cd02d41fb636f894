// A client that connects with WebSocket only: no HTTP long-polling, no upgrade.
import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  transports: ["websocket"],
  extraHeaders: { "user-agent": "performance-tuning-sample" }, // Node.js only: browsers set it themselves
});

socket.on("welcome", async ({ transport, userAgent }) => {
  console.log(`connected with ${transport}, the server kept the user agent "${userAgent}"`);
  const start = performance.now();
  await socket.emitWithAck("ping");
  console.log(`round trip: ${(performance.now() - start).toFixed(1)} ms`);
  socket.disconnect();
});

socket.on("connect_error", (err) => {
  // with WebSocket only there is no fallback: a proxy that blocks WebSocket ends here
  console.error(`connect_error: ${err.message}`);
});
