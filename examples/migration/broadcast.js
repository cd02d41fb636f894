// Socket.IO 4.x: io.to() returns a new, independent operator
import { Server } from "socket.io";

const io = new Server(Number(process.env.PORT) || 3000);

io.on("connection", (socket) => {
  if (socket.handshake.auth.room) {
    socket.join(socket.handshake.auth.room);
  }

  socket.on("announce", () => {
    // #region broadcast
    const toRoom1 = io.to("room1"); // 4.x: a BroadcastOperator; io is unchanged

    io.emit("news", "for everyone"); // 4.x: sent to everyone
    toRoom1.emit("news", "for room1"); // 4.x: sent to room1 only
    // #endregion broadcast
  });
});
