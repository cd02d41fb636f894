import { io } from "socket.io-client";

const url = process.env.SERVER_URL || "http://localhost:3000";
// NAMESPACE: "/", "/admin", "/team-red"...; TOKEN: the token to send
const socket = io(`${url}${process.env.NAMESPACE || "/"}`, {
  auth: { token: process.env.TOKEN ?? "s3cr3t" },
});

socket.on("welcome", (message) => {
  console.log(`welcome: ${message}`);
  socket.disconnect();
});

socket.on("connect_error", (err) => {
  console.log(`connect_error: ${err.message}`);
  socket.disconnect();
});
