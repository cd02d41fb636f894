// Socket.IO 3.1 during a migration: 2.x and 3.x clients connect side by side
const { Server } = require("socket.io");

// #region server
const io = new Server(Number(process.env.PORT) || 3000, {
  allowEIO3: true, // accept the clients that still run socket.io-client 2.x
});

io.of("/admin").use((socket, next) => {
  // 3.x clients send the token in "auth", 2.x clients in the query string
  const token = socket.handshake.auth.token || socket.handshake.query.token;
  if (token === "secret") {
    return next();
  }
  next(new Error("not authorized"));
});

io.of("/admin").on("connection", (socket) => {
  // socket.conn.protocol is 3 for a 2.x client, 4 for a 3.x client
  console.log(`connection ${socket.id} (Engine.IO protocol v${socket.conn.protocol})`);
});
// #endregion server
