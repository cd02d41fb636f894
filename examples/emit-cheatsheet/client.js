import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  auth: { name: process.env.NAME || "dave" },
});

// Volatile packets are dropped while the socket is not connected, so this waits for the connection.
socket.once("connect", async () => {
  // #region client
  // to the server
  socket.emit("hello", "world", 1, { two: 2 });

  // with an acknowledgement: the server calls the callback
  socket.emit("question", "are you there?", (answer) => {
    console.log("callback:", answer);
  });

  // the same with a timeout: err is set if the server did not answer within 5 seconds
  socket.timeout(5000).emit("question", "are you there?", (err, answer) => {
    if (err) {
      console.log("no answer within 5 seconds");
    } else {
      console.log("callback with timeout:", answer);
    }
  });

  // the promise form; it rejects after the timeout
  const answer = await socket.timeout(5000).emitWithAck("question", "are you there?");
  console.log("emitWithAck:", answer);

  // volatile: dropped if the connection is not ready to send it
  socket.volatile.emit("volatile hello", "if you can");

  // without compression
  socket.compress(false).emit("uncompressed hello", "as is");
  // #endregion client
});
