const io = require("socket.io-client");

const socket = io(process.env.SERVER_URL || "http://localhost:3000", { query: { name: "dave" } });

// #region client
// to the server (buffered while the socket is disconnected)
socket.emit("hello", "world", 1, { two: 2 });

// with an acknowledgement: the server calls the last argument
socket.emit("hello", "are you there?", (answer) => {
  console.log(`callback: ${answer}`);
});

// a "message" event
socket.send("hi");

// binary data (a Buffer in Node.js, an ArrayBuffer or a Blob in a browser)
socket.emit("binary hello", Buffer.from([1, 2, 3]));

// without compression
socket.compress(false).emit("hello", "not compressed");
// #endregion client
