// The application under test: every event handler is registered here,
// so that tests can attach them to a server of their own.
function registerHandlers(io) {
  io.on("connection", (socket) => {
    // #region handlers
    // acknowledgement: the client gets the result (or an error) back
    socket.on("sum", (a, b, callback) => {
      if (typeof a !== "number" || typeof b !== "number") {
        return callback({ error: "sum expects two numbers" });
      }
      callback({ result: a + b });
    });

    socket.on("join", (room, callback) => {
      socket.join(room); // synchronous with the default adapter
      callback({ joined: room });
    });

    // broadcast to the other members of the room (not to the sender)
    socket.on("chat message", (room, text) => {
      socket.to(room).emit("chat message", { from: socket.id, text });
    });
    // #endregion handlers
  });
}

module.exports = { registerHandlers };
