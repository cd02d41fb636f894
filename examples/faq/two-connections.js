import { io } from "socket.io-client";

const url = process.env.SERVER_URL || "http://localhost:3000";

// #region two-connections
// two calls to io() for the same URL and the same namespace: two connections
const first = io(url, { auth: { userId: "alice" } });
const second = io(url, { auth: { userId: "alice" } });
// #endregion two-connections

second.on("connect", () => {
  setTimeout(() => {
    first.emit("count", (count) => {
      console.log(`same Manager? ${first.io === second.io}`);
      console.log(`connections seen by the server: ${count}`);
      first.disconnect();
      second.disconnect();
    });
  }, 200);
});
