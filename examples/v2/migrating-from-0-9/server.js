// A 0.9-style chat, written the 1.0+ way (runs on socket.io 2.x).
// 0.9: var io = require("socket.io").listen(3000); -- still accepted
const io = require("socket.io")(Number(process.env.PORT) || 3000, {
  // 0.9: io.set("heartbeat interval", 25) and io.set("heartbeat timeout", 60), in seconds
  pingInterval: 25000, // in milliseconds
  pingTimeout: 20000,
});

// #region authorization
// 0.9: io.set("authorization", function (handshakeData, callback) {...})
io.use((socket, next) => {
  const name = socket.handshake.query.name;
  if (name) {
    // 0.9: socket.set("name", name, callback) -- now a plain property
    socket.username = name;
    next();
  } else {
    next(new Error("a name is required"));
  }
});
// #endregion authorization

io.on("connection", (socket) => {
  socket.join("chat", () => {
    // 0.9: io.sockets.manager.roomClients[socket.id]
    console.log(`${socket.username} is in`, Object.keys(socket.rooms));

    // #region clients
    // 0.9: io.sockets.clients("chat") returned the sockets at once;
    // now clients() is asynchronous and gives the ids
    io.in("chat").clients((error, ids) => {
      // 0.9: io.sockets.socket(id) -- now io.sockets.connected[id]
      const names = ids.map((id) => io.sockets.connected[id].username);
      io.to("chat").emit("members", names);
    });
    // #endregion clients
  });

  // 0.9: socket.get("name", function (err, name) {...}) -- now a property read
  socket.on("message", (text) => {
    socket.broadcast.to("chat").emit("message", `${socket.username}: ${text}`);
  });
});
