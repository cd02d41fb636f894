// #region parser
import { io } from "socket.io-client";
import customParser from "socket.io-msgpack-parser";

const socket = io(process.env.SERVER_URL || "https://example.com", {
  parser: customParser,
});
// #endregion parser

socket.on("hello", (data) => {
  console.log(`hello, with the ${data.parser} parser`);
  socket.disconnect();
});
