import { BasicSocket } from "./basic-client.js";

const socket = new BasicSocket(process.env.SERVER_URL || "http://localhost:3000", {
  auth: { name: "basic client" },
  debug: true, // print every frame: ">" sent, "<" received
});

socket.on("connect", async () => {
  console.log(`connected with id ${socket.id}`);
  const reply = await socket.emitWithAck("hello", "hi!");
  console.log(`the server acknowledged: ${reply}`);
});

socket.on("welcome", (info) => {
  console.log(`welcome, ${info.online} client(s) online`);
});

socket.on("question", (text, callback) => {
  console.log(`the server asks: ${text}`);
  callback(42);
});

socket.on("connect_error", (err) => {
  console.log(`connection refused: ${err.message}`);
});

socket.on("disconnect", (reason) => {
  console.log(`disconnected: ${reason}`);
});

// stay long enough to see a heartbeat (one every 25 seconds by default), then leave
setTimeout(() => socket.disconnect(), Number(process.env.STAY_CONNECTED) || 30000);
