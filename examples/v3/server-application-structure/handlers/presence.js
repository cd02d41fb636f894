module.exports = (io, socket) => {
  // the others learn that someone arrived
  socket.broadcast.emit("presence:joined", socket.id);

  socket.on("presence:count", (callback) => {
    if (typeof callback === "function") {
      // in 3.x, the sockets of a namespace are a Map
      callback({ data: io.of("/").sockets.size });
    }
  });

  socket.on("disconnect", () => {
    // this socket is already gone: io.emit() reaches everyone else
    io.emit("presence:left", socket.id);
  });
};
