import { io } from "socket.io-client";

const socket = io(`${process.env.SERVER_URL || "http://localhost:3000"}/admin`, {
  auth: { username: "admin", password: "changeit" },
});

socket.onAny((event, ...args) => {
  console.log(event, args);
});
