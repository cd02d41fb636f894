import { io } from "socket.io-client";

// #region reconnect-id
const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  auth: { userId: "alice" },
});

const ids = [];

socket.on("connect", () => {
  ids.push(socket.id);
  console.log(`connected with id ${socket.id} (recovered: ${socket.recovered ? "yes" : "no"})`);

  if (ids.length === 2) {
    console.log(`same id after the reconnection? ${ids[0] === ids[1]}`);
    socket.disconnect();
  }
});

socket.once("welcome", () => {
  // cut the connection as a network failure would: the client reconnects by itself
  socket.io.engine.close();
});
// #endregion reconnect-id
