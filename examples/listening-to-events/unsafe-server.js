import { Server } from "socket.io";

const io = new Server(Number(process.env.PORT) || 3000);

// #region unsafe
io.on("connection", (socket) => {
  socket.on("delete todo", (id) => {
    // Socket.IO does not catch this error: it becomes an uncaught exception,
    // and Node.js stops the whole server, every other client included
    throw new Error(`no todo with id ${id}`);
  });
});
// #endregion unsafe
