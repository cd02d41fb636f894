// the ES module entry point (wrapper.mjs) exports io, Manager and a default export
import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "http://localhost:3000");

socket.on("welcome", (text) => {
  console.log("from an ES module:", text);
  socket.disconnect();
});
