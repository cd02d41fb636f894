const io = require("socket.io")(Number(process.env.PORT) || 3000);

io.on("connection", (socket) => {
  // the query of the client's options arrives in the handshake
  socket.emit("welcome", `hello, your token is ${socket.handshake.query.token}`);
});
