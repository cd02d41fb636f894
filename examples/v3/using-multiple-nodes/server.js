const { createServer } = require("http");
const { Server } = require("socket.io");

const port = Number(process.env.PORT) || 3000;
const httpServer = createServer();
const io = new Server(httpServer);

io.on("connection", (socket) => {
  socket.emit("welcome", `server on port ${port}`);
  socket.join("chat");

  // #region local-adapter
  // the default adapter only knows the sockets of this process
  const members = io.of("/").adapter.rooms.get("chat");
  console.log(`members of "chat" on port ${port}: ${members.size}`);
  // #endregion local-adapter

  socket.on("chat message", (text) => {
    // without a shared adapter, only the clients of this server get it
    io.to("chat").emit("chat message", text);
  });
});

httpServer.listen(port, () => {
  console.log(`listening on port ${port}`);
});
