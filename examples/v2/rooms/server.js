const io = require("socket.io")(Number(process.env.PORT) || 3000);

const channels = ["general", "random"];

io.on("connection", (socket) => {
  // #region rooms-object
  // socket.rooms is a plain object; join()'s callback runs once it is updated
  console.log("on connection:", JSON.stringify(socket.rooms));
  socket.join("channel:general");
  console.log("right after join():", JSON.stringify(socket.rooms));
  socket.join("lobby", () => {
    console.log("in the callback:", JSON.stringify(socket.rooms));
    console.log("member of lobby:", "lobby" in socket.rooms);
  });
  // #endregion rooms-object

  // #region channels
  socket.on("join channel", (channel, callback) => {
    if (!channels.includes(channel)) {
      return callback({ error: "unknown channel" });
    }
    socket.join(`channel:${channel}`, () => {
      callback({ rooms: Object.keys(socket.rooms) });
    });
  });

  socket.on("leave channel", (channel, callback) => {
    socket.leave(`channel:${channel}`, () => {
      callback({ rooms: Object.keys(socket.rooms) });
    });
  });

  socket.on("channel message", (channel, text) => {
    if (!(`channel:${channel}` in socket.rooms)) return; // members only
    // to the other members of the room (socket.to() excludes the sender)
    socket.to(`channel:${channel}`).emit("channel message", channel, text);
  });
  // #endregion channels

  // #region private
  socket.on("private message", (targetId, text) => {
    // every socket is in a room named after its id
    if (!io.sockets.connected[targetId]) return;
    io.to(targetId).emit("private message", socket.id, text);
  });
  // #endregion private

  // #region members
  socket.on("members", (channel, callback) => {
    io.in(`channel:${channel}`).clients((error, ids) => {
      callback(ids);
    });
  });
  // #endregion members

  // #region disconnecting
  socket.on("disconnecting", () => {
    // the rooms are still there: tell the other members
    for (const room of Object.keys(socket.rooms)) {
      if (room.startsWith("channel:")) {
        socket.to(room).emit("user left", socket.id, room);
      }
    }
  });

  socket.on("disconnect", () => {
    console.log("after disconnect:", JSON.stringify(socket.rooms));
  });
  // #endregion disconnecting
});
