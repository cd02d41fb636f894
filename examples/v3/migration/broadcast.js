// Socket.IO 3.x: io.to() changes the state of the namespace
const { Server } = require("socket.io");

const io = new Server(Number(process.env.PORT) || 3000);

io.on("connection", (socket) => {
  if (socket.handshake.auth.room) {
    socket.join(socket.handshake.auth.room);
  }

  socket.on("announce", () => {
    // #region broadcast
    const toRoom1 = io.to("room1"); // 3.x: this is io.sockets itself, now flagged with "room1"

    io.emit("news", "for everyone"); // 3.x: sent to room1 only, then the flag is cleared
    toRoom1.emit("news", "for room1"); // 3.x: sent to everyone
    // #endregion broadcast
  });
});
