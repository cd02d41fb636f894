import { Server } from "socket.io";

const io = new Server(Number(process.env.PORT) || 3000, {
  // RECOVERY=true turns on connection state recovery, to compare socket.id with and without it
  connectionStateRecovery: process.env.RECOVERY === "true" ? {} : undefined,
});

// #region user-room
// in a real application, verify a token here instead of trusting the userId sent by the client
io.use((socket, next) => {
  const userId = socket.handshake.auth.userId;
  if (typeof userId !== "string" || userId === "") {
    return next(new Error("missing userId"));
  }
  socket.data.userId = userId;
  next();
});

io.on("connection", (socket) => {
  // one room per user: every device (tab, phone, laptop) of the user joins it
  socket.join(`user:${socket.data.userId}`);

  socket.on("notify-user", async (userId, text, callback) => {
    io.to(`user:${userId}`).emit("notification", text);
    const sockets = await io.in(`user:${userId}`).fetchSockets();
    callback(sockets.length); // how many connections received it
  });

  socket.on("is-online", async (userId, callback) => {
    const sockets = await io.in(`user:${userId}`).fetchSockets();
    callback(sockets.length > 0);
  });
});
// #endregion user-room

io.on("connection", (socket) => {
  console.log(`connected: ${socket.id} (user ${socket.data.userId}, recovered: ${socket.recovered})`);
  if (!socket.recovered) socket.emit("welcome", socket.id);

  // #region client-ip
  socket.on("whereami", (callback) => {
    callback({
      // the TCP peer: the client, or the last proxy in front of the server
      address: socket.handshake.address,
      // set by a reverse proxy (or by anyone who can reach the server directly)
      forwardedFor: socket.handshake.headers["x-forwarded-for"] ?? null,
    });
  });
  // #endregion client-ip

  // #region order
  let expected = 1;
  let outOfOrder = 0;
  socket.on("seq", (n, callback) => {
    if (n !== expected) outOfOrder++;
    expected = n + 1;
    if (callback) callback({ received: n, outOfOrder });
  });
  // #endregion order

  socket.on("ask-news", () => socket.emit("news", "one piece of news"));

  socket.on("count", (callback) => callback(io.engine.clientsCount));

  socket.on("hello", (text) => console.log(`hello event: ${text}`));
});
