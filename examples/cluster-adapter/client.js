import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "http://localhost:3000");

socket.on("welcome", (pid) => {
  console.log(`connected to worker ${pid}`);
});

socket.on("announcement", (text) => {
  console.log("announcement:", text);
});

socket.on("disconnect", (reason) => {
  console.log("disconnected:", reason);
});

if (process.env.ANNOUNCE) {
  socket.once("welcome", () => {
    socket.emit("announce", process.env.ANNOUNCE);
  });
}
