const { Server } = require("socket.io");

const io = new Server(Number(process.env.PORT) || 3000);

io.on("connection", (socket) => {
  // #region unsafe
  // DO NOT DO THIS: nothing catches the error, and the whole process stops
  socket.on("delete todo", (id) => {
    throw new Error(`todo ${id} not found`);
  });
  // #endregion unsafe
});
