import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "http://localhost:3000");

// #region measure
// resolves with the round-trip time in milliseconds, or null when no answer came in time
async function measureLatency(timeout) {
  const start = Date.now();
  try {
    await socket.timeout(timeout).emitWithAck("ping");
    return Date.now() - start;
  } catch {
    return null;
  }
}
// #endregion measure

// #region loop
const TIMEOUT = Number(process.env.TIMEOUT) || 5000;

setInterval(async () => {
  if (!socket.connected) {
    return; // a measurement while disconnected would only wait for the reconnection
  }
  const latency = await measureLatency(TIMEOUT);
  if (latency === null) {
    console.log(`no answer within ${TIMEOUT} ms`);
  } else {
    console.log(`latency: ${latency} ms (transport: ${socket.io.engine.transport.name})`);
  }
}, 2000);
// #endregion loop

// #region heartbeat
// the Engine.IO heartbeat: the server sends a "ping", the client answers at once
socket.io.on("ping", () => {
  console.log("heartbeat from the server");
});
// #endregion heartbeat
