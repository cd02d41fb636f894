// #region client
import { io } from "socket.io-client";
import * as parser from "./parser.js";

const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  parser, // the same parser as the server
});
// #endregion client

socket.on("welcome", ({ id, at }) => {
  // a Date goes through JSON: it arrives as a string
  console.log(`welcome ${id}, at is a ${typeof at}`);
});

socket.on("connect", async () => {
  console.log(`2 + 3 = ${await socket.emitWithAck("add", 2, 3)}`);
  socket.emit("echo", { nested: { list: [1, "two", null, true] } });
  socket.emit("file please");
});

socket.on("echo", (payload) => console.log(`echo: ${JSON.stringify(payload)}`));
socket.on("file", (content) => console.log(`file as base64: ${content}`));
