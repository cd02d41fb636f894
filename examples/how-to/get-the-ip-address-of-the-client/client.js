import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  // FORWARDED_FOR lets you try to spoof the header (Node.js only: browsers set their own headers)
  extraHeaders: process.env.FORWARDED_FOR
    ? { "x-forwarded-for": process.env.FORWARDED_FOR }
    : {},
});

socket.on("address", (info) => {
  console.log(`the server sees: ${JSON.stringify(info)}`);
  socket.disconnect();
});
