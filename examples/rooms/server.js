import { Server } from "socket.io";

const io = new Server(Number(process.env.PORT) || 3000);

// #region adapter-events
const adapter = io.of("/").adapter;

adapter.on("create-room", (room) => {
  console.log(`room ${room} was created`);
});
adapter.on("join-room", (room, id) => {
  console.log(`socket ${id} has joined room ${room}`);
});
adapter.on("leave-room", (room, id) => {
  console.log(`socket ${id} has left room ${room}`);
});
adapter.on("delete-room", (room) => {
  console.log(`room ${room} was deleted`);
});
// #endregion adapter-events

const CHANNELS = ["general", "random", "help"];

io.on("connection", (socket) => {
  // #region user-room
  // in a real application, the user id comes from an authenticated session
  // (see the middlewares), never from what the client claims
  const userId = String(socket.handshake.auth.userId);
  socket.join(`user:${userId}`);
  // #endregion user-room

  // #region channels
  socket.on("join channel", (channel, callback) => {
    if (!CHANNELS.includes(channel)) {
      return callback({ error: "unknown channel" });
    }
    socket.join(`channel:${channel}`);
    callback({ rooms: [...socket.rooms] });
  });

  socket.on("leave channel", (channel, callback) => {
    socket.leave(`channel:${channel}`);
    callback({ rooms: [...socket.rooms] });
  });

  socket.on("channel message", (channel, text) => {
    // only members may write to a channel
    if (socket.rooms.has(`channel:${channel}`)) {
      io.to(`channel:${channel}`).emit("channel message", channel, text);
    }
  });
  // #endregion channels

  // #region notify-user
  // reaches every device of a user: each one joined the room user:<id>
  socket.on("notify user", (targetUserId, text) => {
    io.to(`user:${targetUserId}`).emit("notification", text);
  });
  // #endregion notify-user

  // #region private
  // each socket is in a room named after its id
  socket.on("private message", (targetSocketId, text) => {
    // check that the target is a connected socket, not the name of another room
    if (!io.of("/").sockets.has(targetSocketId)) {
      return;
    }
    io.to(targetSocketId).emit("private message", { from: socket.id, text });
  });
  // #endregion private

  // #region disconnecting
  socket.on("disconnecting", () => {
    // the rooms are still there: tell the channels that this user is leaving
    for (const room of socket.rooms) {
      if (room.startsWith("channel:")) {
        socket.to(room).emit("user left", room.slice("channel:".length), userId);
      }
    }
    console.log(`disconnecting: ${socket.id} was in ${[...socket.rooms].join(", ")}`);
  });

  socket.on("disconnect", () => {
    console.log(`disconnect: ${socket.id} is in ${socket.rooms.size} rooms`); // 0
  });
  // #endregion disconnecting
});
