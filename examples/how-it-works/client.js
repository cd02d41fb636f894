import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "http://localhost:3000");

// the low-level Engine.IO connection
socket.io.on("open", () => {
  const engine = socket.io.engine;
  console.log(`Engine.IO session open over ${engine.transport.name}`);

  engine.once("upgrade", () => {
    console.log(`upgraded to ${engine.transport.name}`);
  });

  engine.on("ping", () => {
    console.log("ping from the server, pong sent back");
  });
});

// the Socket.IO connection, on top of it
socket.on("connect", () => {
  console.log(`Socket.IO socket ${socket.id} connected`);
});

socket.on("welcome", async (text) => {
  console.log("welcome:", text);
  const answer = await socket.emitWithAck("hello", "world");
  console.log("acknowledged:", answer);
});
