// Socket.IO 3.x (after the migration)
const { createServer } = require("http");
const { Server } = require("socket.io");

const httpServer = createServer();
// #region cors
// 3.x: no CORS header unless you list the allowed origins
const io = new Server(httpServer, {
  cors: {
    origin: "https://example.com",
  },
});
// #endregion cors

// #region middleware
io.of("/admin").use((socket, next) => {
  if (socket.handshake.auth.token === "secret") {
    return next();
  }
  const err = new Error("not authorized");
  err.data = { hint: "send a token" }; // sent to the client with the error
  next(err);
});
// #endregion middleware

// #region default-namespace
// 3.x: only reached by clients that connect to "/"
io.on("connection", (socket) => {
  console.log(`main namespace: connection ${socket.id}`);
});
// #endregion default-namespace

// #region rooms
io.of("/admin").on("connection", (socket) => {
  socket.join("room1"); // synchronous with the default adapter
  // 3.x: a Set
  console.log("rooms:", JSON.stringify([...socket.rooms]));
});
// #endregion rooms

httpServer.listen(Number(process.env.PORT) || 3000);
