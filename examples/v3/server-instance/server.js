const { Server } = require("socket.io");

const io = new Server(Number(process.env.PORT) || 3000);

// #region engine
// the low-level Engine.IO server: its ids are the ids of the connections (socket.conn.id)
let sessions = 0;
io.engine.generateId = (req) => `session-${++sessions}`;
// #endregion engine

// #region namespaces
// io.sockets is the main namespace, "/"
console.log("io.sockets is io.of('/'):", io.sockets === io.of("/"));

io.of("/admin").on("connection", (socket) => {
  socket.emit("namespace", socket.nsp.name);
});

// a dynamic namespace: every name matching the regular expression is created on demand
io.of(/^\/team-\d+$/).on("connection", (socket) => {
  socket.emit("namespace", socket.nsp.name);
});
// #endregion namespaces

// #region events
io.on("connection", (socket) => {
  console.log(`${socket.id} connected over ${socket.conn.id}, ${io.engine.clientsCount} client(s) now`);
  socket.join("lobby");
});

// room events of the in-memory adapter (new in 3.1)
io.of("/").adapter.on("create-room", (room) => console.log(`room created: ${room}`));
io.of("/").adapter.on("join-room", (room, id) => console.log(`${id} joined ${room}`));
// #endregion events

// #region utilities
io.on("connection", (socket) => {
  // the ids of the sockets of the main namespace, then of one room
  socket.on("count", async (callback) => {
    const [everyone, lobby] = await Promise.all([io.allSockets(), io.in("lobby").allSockets()]);
    callback({ everyone: everyone.size, lobby: lobby.size });
  });

  // no io.socketsJoin() in 3.x: loop over the sockets of this server
  socket.on("everyone joins announcements", () => {
    for (const s of io.sockets.sockets.values()) {
      s.join("announcements");
    }
    io.to("announcements").emit("announcement", "welcome to the announcements room");
  });

  // no io.disconnectSockets() in 3.x either
  socket.on("kick the others", () => {
    for (const s of io.sockets.sockets.values()) {
      if (s.id !== socket.id) s.disconnect(true);
    }
  });
});
// #endregion utilities

// #region close
process.on("SIGTERM", () => {
  // disconnects every client, then closes the underlying HTTP server
  io.close(() => {
    console.log("server closed");
    process.exit(0);
  });
});
// #endregion close
