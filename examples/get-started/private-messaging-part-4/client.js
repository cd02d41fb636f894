import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  autoConnect: false,
});
socket.auth = { username: process.env.CHAT_USERNAME || "alice" };

const users = new Map();

socket.on("session", ({ sessionID, userID }) => {
  socket.auth = { sessionID };
  socket.userID = userID;
});

socket.on("users", (list) => {
  for (const user of list) users.set(user.userID, user);
});
socket.on("user connected", (user) => users.set(user.userID, { ...user, connected: true }));

// #region client
socket.on("private message", ({ content, from, to }) => {
  if (from === socket.userID) {
    // sent by this user from another tab
    console.log(`(you, to ${users.get(to)?.username}) ${content}`);
  } else {
    console.log(`${users.get(from)?.username ?? from}: ${content}`);
  }
});

function sendPrivateMessage(to, content) {
  socket.emit("private message", { content, to });
}
// #endregion client

// send "hello" to the user named in SEND_TO, once they are in the list
setInterval(() => {
  const target = [...users.values()].find((user) => user.username === process.env.SEND_TO);
  if (target && !target.sent) {
    target.sent = true;
    sendPrivateMessage(target.userID, `hello ${target.username}`);
  }
}, 500);

socket.connect();
