import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  auth: { room: process.env.ROOM },
});

socket.on("connect", () => {
  console.log(`connected${process.env.ROOM ? ` to ${process.env.ROOM}` : ""}`);
  if (process.env.ANNOUNCE) {
    setTimeout(() => socket.emit("announce"), 300);
  }
});

socket.on("news", (text) => {
  console.log("news:", text);
});
