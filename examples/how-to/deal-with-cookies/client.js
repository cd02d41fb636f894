import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  // send and store cookies, also in Node.js (socket.io-client 4.7+)
  withCredentials: true,
});

socket.on("welcome", ({ visitor, returning }) => {
  console.log(`welcome ${returning ? "back" : "new visitor"}: ${visitor}`);
});

socket.io.engine.on("upgrade", (transport) => {
  console.log(`upgraded to ${transport.name}`);
});
