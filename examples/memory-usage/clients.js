// Opens CLIENTS connections to SERVER_URL, then tells the parent process (measure.js) they are all up.
import { io } from "socket.io-client";

const CLIENTS = Number(process.env.CLIENTS) || 1000;
const SERVER_URL = process.env.SERVER_URL || "http://localhost:3000";
const TRANSPORT = process.env.TRANSPORT || "websocket"; // "websocket", "polling" or "both"

const sockets = [];
let connected = 0;

for (let i = 0; i < CLIENTS; i++) {
  const socket = io(SERVER_URL, {
    transports: TRANSPORT === "both" ? ["polling", "websocket"] : [TRANSPORT],
    forceNew: true, // one Engine.IO connection per client, like separate browsers
    reconnection: false,
  });
  socket.once("connect", async () => {
    if (TRANSPORT === "both" && socket.io.engine.transport.name === "polling") {
      await new Promise((resolve) => socket.io.engine.once("upgrade", resolve));
    }
    await socket.emitWithAck("ping"); // the connection is fully usable
    connected++;
    if (connected === CLIENTS) {
      process.send?.("all connected");
    }
  });
  socket.on("connect_error", (err) => {
    console.error("connect_error:", err.message);
    process.exit(1);
  });
  sockets.push(socket);
}
