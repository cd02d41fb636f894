const io = require("socket.io")(Number(process.env.PORT) || 3000);

io.on("connection", (socket) => {
  // #region address
  // the address of the client (behind a proxy: the x-forwarded-for header)
  const address = socket.handshake.headers["x-forwarded-for"] || socket.handshake.address;
  console.log("client address:", address);
  // #endregion address

  // #region count
  // the number of Engine.IO connections, all namespaces together
  socket.emit("count", io.engine.clientsCount);
  // #endregion count

  socket.on("ping me", (callback) => {
    callback("pong");
  });

  socket.on("ignored", () => {
    // never calls the acknowledgement
  });
});
