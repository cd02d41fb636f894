export default function registerPresenceHandlers(io, socket) {
  // announce the newcomer to everybody else
  socket.broadcast.emit("presence:joined", socket.id);

  socket.on("presence:count", (callback) => {
    callback(io.engine.clientsCount);
  });

  socket.on("disconnect", () => {
    io.emit("presence:left", socket.id);
  });
}
