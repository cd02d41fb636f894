import { readFileSync } from "node:fs";
import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "https://localhost:3000", {
  // a string: the client's types accept no Buffer here
  ca: readFileSync(process.env.CERT_FILE || "./cert.pem", "utf8"),
});

socket.on("hello", (from) => {
  console.log(`hello from the ${from} server, over ${socket.io.engine.transport.name}`);
  socket.disconnect();
});

socket.on("connect_error", (err) => {
  console.log(`connect_error: ${err.message}`);
});
