import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  auth: { token: process.env.TOKEN },
});

socket.on("users", (users) => console.log(`online: ${users.join(", ")}`));
socket.on("user connected", (userId) => console.log(`${userId} connected`));
socket.on("user disconnected", (userId) => console.log(`${userId} disconnected`));
socket.on("connect_error", (err) => console.log(`refused: ${err.message}`));
