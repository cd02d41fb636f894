import { io } from "socket.io-client";

// in a browser page served from http://localhost:8080
const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  // send the cookies of the server's domain (needs credentials: true on the server)
  withCredentials: true,
});

socket.on("hello", (text) => {
  console.log(text);
});

socket.on("connect_error", (err) => {
  console.log("connect_error:", err.message);
});
