const { io } = require("socket.io-client");

const socket = io(process.env.SERVER_URL || "http://localhost:3000", { auth: { name: "dave" } });

// #region client
// to the server (buffered while the socket is disconnected)
socket.emit("hello", "world", 1, { two: 2 });

// with an acknowledgement: the server calls the last argument
socket.emit("hello", "are you there?", (answer) => {
  console.log(`callback: ${answer}`);
});

// dropped instead of buffered when the socket is not connected yet
socket.volatile.emit("volatile hello", "dropped, not connected yet");

socket.on("connect", () => {
  // connected now: this one is sent
  socket.volatile.emit("volatile hello", "sent, connected");
});
// #endregion client
