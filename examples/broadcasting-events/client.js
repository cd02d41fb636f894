import { io } from "socket.io-client";

const name = process.env.NAME || "alice";
const socket = io(process.env.SERVER_URL || "http://localhost:3000");

// #region client
socket.on("message", (text) => {
  console.log(`${name} received: ${text}`);
});

socket.on("question", (question, callback) => {
  callback(`${name} says yes`);
});

socket.on("connect", async () => {
  const channels = await socket.emitWithAck("join", ["general", "sports"]);
  console.log(`${name} joined: ${channels.join(", ")}`);
  socket.emit("to channels but me", "sports", `${name} is here`);
});
// #endregion client
