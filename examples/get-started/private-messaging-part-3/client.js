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

// #region users
socket.on("users", (list) => {
  for (const user of list) users.set(user.userID, user);
});

socket.on("user connected", (user) => {
  // a user already in the list (another tab, a reconnection) keeps its entry
  users.set(user.userID, { ...users.get(user.userID), ...user, connected: true });
  console.log(`${user.username} is online`);
});

socket.on("user disconnected", (userID) => {
  const user = users.get(userID);
  if (user) {
    user.connected = false;
    console.log(`${user.username} is offline`);
  }
});
// #endregion users

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
