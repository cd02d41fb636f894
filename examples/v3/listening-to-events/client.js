const { io } = require("socket.io-client");

const socket = io(process.env.SERVER_URL || "http://localhost:3000");

// #region client-catch-all
function logEverything(event, ...args) {
  console.log(`server sent "${event}"`, args);
}
socket.onAny(logEverything);
// #endregion client-catch-all

// #region client-off
function onNews(text) {
  console.log(`news: ${text}`);
  socket.off("news", onNews); // only this listener of "news"
}
socket.on("news", onNews);
// #endregion client-off

socket.on("refused", (reason) => {
  console.log(`the server refused an event: ${reason}`);
  socket.offAny(logEverything); // stop logging every event
});

// #region emits
socket.emit("details", "alice", 30);
socket.emit("init");
socket.emit("init"); // no listener left on the server
for (let i = 0; i < 5; i++) {
  socket.emit("tick");
}
socket.emit("admin action");
socket.emit("update profile", {}, (response) => {
  console.log("update profile:", response); // { error: 'name is required' }
});
socket.emit("update profile", { name: "alice" }, (response) => {
  console.log("update profile:", response); // { status: 'saved' }
});
socket.emit("news please");
// #endregion emits
