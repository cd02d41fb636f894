// The server behind the FAQ's scripts: socket.io 3.1
const { Server } = require("socket.io");
const path = require("path");

// socket.io 3.1 does not export its package.json: read it next to its entry point
const { version } = require(path.join(path.dirname(require.resolve("socket.io")), "../package.json"));

// #region setup
const io = new Server(Number(process.env.PORT) || 3000, {
  // also accept socket.io-client 2.x (Engine.IO protocol v3); false by default
  allowEIO3: true,
});
// #endregion setup

// #region user-room
// in a real application, the token is a session id or a signed JWT that you verify
const users = new Map([
  ["alice-token", "alice"],
  ["bob-token", "bob"],
]);

io.use((socket, next) => {
  // 3.x and 4.x clients send credentials in `auth`; 2.x clients only have the query string
  const token = socket.handshake.auth.token || socket.handshake.query.token;
  const userId = users.get(token);
  if (!userId) {
    return next(new Error("unknown token"));
  }
  socket.userId = userId; // no socket.data in 3.x: a property of your own
  next();
});

io.on("connection", (socket) => {
  // every connection of a user (tabs, phone, laptop) joins the user's room
  socket.join(`user:${socket.userId}`);
});
// #endregion user-room

io.on("connection", (socket) => {
  // #region notify
  socket.on("notify-user", async (userId, text, callback) => {
    io.to(`user:${userId}`).emit("notification", text);
    // allSockets() resolves to the Set of the socket ids in the room
    const sockets = await io.in(`user:${userId}`).allSockets();
    callback(sockets.size);
  });

  socket.on("is-online", async (userId, callback) => {
    const sockets = await io.in(`user:${userId}`).allSockets();
    callback(sockets.size > 0);
  });
  // #endregion notify

  // #region client-ip
  socket.on("whoami", (callback) => {
    callback({
      // the TCP peer: the client itself, or the last proxy in front of the server
      address: socket.handshake.address,
      // set by a reverse proxy (or by anyone who can reach the server directly)
      forwardedFor: socket.handshake.headers["x-forwarded-for"],
    });
  });
  // #endregion client-ip

  // #region ack
  socket.on("save", (note, callback) => {
    // ... store the note, then confirm
    callback({ status: "saved", length: note.length });
  });
  // no listener for "archive": an acknowledgement for it never comes
  // #endregion ack

  socket.on("hello", (callback) => {
    callback(`hello ${socket.userId}, from socket.io ${version} (Engine.IO protocol v${socket.conn.protocol})`);
  });
});

io.on("connection", (socket) => {
  console.log(`connection of ${socket.userId} over Engine.IO protocol v${socket.conn.protocol}`);
});
