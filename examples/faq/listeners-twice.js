import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  auth: { userId: "alice" },
});

let insideConnect = 0;
let atTopLevel = 0;
let connections = 0;

// #region twice
// right: registered once, when the socket is created
socket.on("news", () => atTopLevel++);

socket.on("connect", () => {
  // wrong: a new listener is added at every connection, so after one
  // reconnection this runs twice for each "news" event
  socket.on("news", () => insideConnect++);
  // #endregion twice

  connections++;
  insideConnect = 0;
  atTopLevel = 0;
  socket.emit("ask-news"); // the server sends "news" once

  setTimeout(() => {
    console.log(
      `connection ${connections}: one "news" event, listener added in "connect" ran ${insideConnect} time(s), ` +
        `listener added once ran ${atTopLevel} time(s)`,
    );
    if (connections === 1) {
      socket.io.engine.close(); // simulate a network failure: the client reconnects
    } else {
      socket.disconnect();
    }
  }, 300);
});
