import { io } from "socket.io-client";

// #region client
const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  auth: { userId: process.env.USER_ID || "42" },
});

socket.on("channel message", (channel, text) => {
  console.log(`#${channel}: ${text}`);
});

socket.on("notification", (text) => {
  console.log(`notification: ${text}`);
});

socket.on("connect", async () => {
  const { rooms } = await socket.emitWithAck("join channel", "general");
  console.log("my rooms:", rooms); // [ "<socket id>", "user:42", "channel:general" ]
  socket.emit("channel message", "general", "hello, #general!");
});
// #endregion client
