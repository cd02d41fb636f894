// #region connect
import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  path: "/realtime",
});
// #endregion connect

socket.on("hello", (from) => {
  console.log(`hello from the ${from} server`);
  socket.disconnect();
});
