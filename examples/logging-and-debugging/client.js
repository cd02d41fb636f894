import { io } from "socket.io-client";

// run with: DEBUG=socket.io-client:* node client.js
const socket = io(process.env.SERVER_URL || "http://localhost:3000");

socket.on("connect", async () => {
  const answer = await socket.emitWithAck("hello", "world");
  console.log("acknowledged:", answer);
  socket.disconnect();
});
