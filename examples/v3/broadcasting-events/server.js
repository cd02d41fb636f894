const { Server } = require("socket.io");

const io = new Server(Number(process.env.PORT) || 3000);

// #region except
// 3.1 has no except(): emit to each socket of the room, skipping some ids
// (this server's sockets only: the adapter's rooms are local)
function emitToRoomExcept(room, excludedIds, event, ...args) {
  const ids = io.of("/").adapter.rooms.get(room) || new Set();
  for (const id of ids) {
    if (!excludedIds.includes(id)) {
      io.of("/").sockets.get(id).emit(event, ...args);
    }
  }
}
// #endregion except

io.on("connection", (socket) => {
  // each client plays for a team, "red" or "blue"; a referee follows both
  const { name, team } = socket.handshake.auth;
  socket.join(team === "referee" ? ["red", "blue"] : team);

  // #region to-all
  socket.on("announce", (text) => {
    // every connected client of the main namespace, the sender included
    io.emit("announcement", `${name}: ${text}`);
  });
  // #endregion to-all

  // #region all-but-sender
  socket.on("typing", () => {
    // every client except this one
    socket.broadcast.emit("typing", name);
  });
  // #endregion all-but-sender

  // #region to-room
  socket.on("team message", (text) => {
    // every client in the sender's team, the sender included
    io.to(team).emit("team message", `${name}: ${text}`);
  });

  socket.on("team whisper", (text) => {
    // every client in the sender's team, except the sender
    socket.to(team).emit("team whisper", `${name}: ${text}`);
  });
  // #endregion to-room

  // #region several-rooms
  socket.on("alert", (text) => {
    // every client in red or blue: a client in both rooms gets it once
    io.to("red").to("blue").emit("alert", text);
  });
  // #endregion several-rooms

  // #region private
  socket.on("private message", (toId, text) => {
    // each socket is in a room named after its own id
    socket.to(toId).emit("private message", socket.id, text);
  });
  // #endregion private

  // #region volatile
  socket.on("start game", () => {
    // may be dropped for a client whose connection is not ready right now
    io.volatile.emit("game state", { frame: 1 });
  });
  // #endregion volatile

  socket.on("team message except", (excludedIds, text) => {
    emitToRoomExcept(team, excludedIds, "team message", `${name}: ${text}`);
  });

  // #region count
  socket.on("count", async (room, callback) => {
    // a Promise of a Set of socket ids
    const ids = await io.in(room).allSockets();
    callback(ids.size);
  });
  // #endregion count

  // #region no-ack
  socket.on("poll everyone", (callback) => {
    try {
      io.emit("question", "ready?", (answer) => console.log(answer));
    } catch (err) {
      callback(err.message); // "Callbacks are not supported when broadcasting"
    }
  });
  // #endregion no-ack
});

// #region outside
// broadcasts work anywhere, not only in a listener
setInterval(() => {
  io.to("red").emit("score", { red: 3, blue: 2 });
}, 1000);
// #endregion outside
