const { Server } = require("socket.io");
// #region server
const parser = require("./parser");

const io = new Server(Number(process.env.PORT) || 3000, {
  parser, // an object with the Encoder and Decoder classes
});
// #endregion server

io.on("connection", (socket) => {
  // #region dates
  socket.emit("welcome", { id: socket.id, at: new Date() });

  socket.on("schedule", (meeting, callback) => {
    // meeting.start is a Date again, so Date methods work
    const end = new Date(meeting.start.getTime() + meeting.minutes * 60_000);
    callback({ end });
  });
  // #endregion dates

  // #region binary
  socket.on("file please", () => {
    try {
      socket.emit("file", Buffer.from([1, 2, 3]));
    } catch (err) {
      console.log(`cannot send: ${err.message}`);
      socket.emit("file", Buffer.from([1, 2, 3]).toString("base64"));
    }
  });
  // #endregion binary
});
