// Socket.IO 2.x (before the migration)
const { createServer } = require("http");

const httpServer = createServer();
// #region cors
// 2.x: every origin is accepted by default ("origins" defaults to "*:*")
const io = require("socket.io")(httpServer);
// #endregion cors

// #region middleware
io.of("/admin").use((socket, next) => {
  if (socket.handshake.query.token === "secret") {
    return next();
  }
  next(new Error("not authorized"));
});
// #endregion middleware

// #region default-namespace
// 2.x: reached by every client, even one that only asked for "/admin"
io.on("connection", (socket) => {
  console.log(`main namespace: connection ${socket.id}`);
});
// #endregion default-namespace

// #region rooms
io.of("/admin").on("connection", (socket) => {
  socket.join("room1", () => {
    // 2.x: an object whose keys are the rooms
    console.log("rooms:", JSON.stringify(socket.rooms));
  });
});
// #endregion rooms

httpServer.listen(Number(process.env.PORT) || 3000);
