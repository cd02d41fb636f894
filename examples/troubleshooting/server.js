import { Server } from "socket.io";

const io = new Server(Number(process.env.PORT) || 3000);

// the main namespace "/" accepts everyone
io.on("connection", (socket) => {
  socket.emit("hello", "welcome to /");
});

// #region middleware
const admin = io.of("/admin");

admin.use((socket, next) => {
  if (socket.handshake.auth.token === "letmein") {
    return next();
  }
  const err = new Error("not authorized");
  err.data = { reason: "missing or invalid token" }; // sent to the client with the error
  next(err);
});

admin.on("connection", (socket) => {
  socket.emit("hello", "welcome to /admin");
});
// #endregion middleware
