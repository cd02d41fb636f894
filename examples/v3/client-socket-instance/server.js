const { Server } = require("socket.io");

const io = new Server(Number(process.env.PORT) || 3000);

// #region middleware
let attempts = 0;
io.use((socket, next) => {
  attempts++;
  if (attempts === 1) {
    // refuse the very first attempt: the client gets a "connect_error" event
    const err = new Error("not authorized");
    err.data = { retryable: true };
    return next(err);
  }
  next();
});
// #endregion middleware

io.on("connection", (socket) => {
  console.log(`server: ${socket.id} connected (connection ${socket.conn.id})`);
  socket.emit("hello", "welcome!");

  socket.on("simulate network failure", () => {
    // closes the underlying connection, as a network failure would
    socket.conn.close();
  });

  socket.on("logout", () => {
    // ends the session from the server side: the client will not reconnect by itself
    socket.disconnect();
  });
});
