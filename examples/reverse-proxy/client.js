import { io } from "socket.io-client";

// the URL of the proxy, not of the Socket.IO server
const socket = io(process.env.SERVER_URL || "http://localhost:8080");

socket.on("connect", () => {
  console.log(`connected with ${socket.io.engine.transport.name}`);
});

// the first connection uses HTTP long-polling, then the client tries to upgrade to WebSocket:
// this event only fires if the proxy forwards the upgrade request
socket.io.engine.once("upgrade", async (transport) => {
  console.log(`upgraded to ${transport.name}`);
  const reply = await socket.emitWithAck("ping", "hello through the proxy");
  console.log(reply);
});

socket.on("connect_error", (err) => {
  console.log("connect_error:", err.message);
});
