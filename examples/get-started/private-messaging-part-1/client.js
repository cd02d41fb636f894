import { io } from "socket.io-client";

// #region client
const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  autoConnect: false,
});

// the first time, the client only has a username
socket.auth = { username: process.env.CHAT_USERNAME || "alice" };

socket.on("session", ({ sessionID, userID }) => {
  // from now on, every (re)connection presents the session id
  socket.auth = { sessionID };
  console.log(`session ${sessionID.slice(0, 8)}… user ${userID}`);
});

socket.on("connect_error", (err) => {
  if (err.message === "invalid username") {
    console.log("the server refused the username");
  }
});

socket.on("users", (users) => {
  console.log("users:", users.map((user) => user.username).join(", "));
});

socket.connect();
// #endregion client

// simulate a network cut after 1 second: the client reconnects by itself
setTimeout(() => socket.io.engine.close(), 1000);
