import { Server } from "socket.io";

const io = new Server(Number(process.env.PORT) || 3000);

// #region engine
// the low-level Engine.IO server
io.engine.on("connection_error", (err) => {
  console.log(`connection_error ${err.code}: ${err.message}`, err.context);
});

io.engine.on("initial_headers", (headers, req) => {
  // only on the first HTTP response of a session (the handshake)
  headers["x-handshake"] = "yes";
});

io.engine.on("headers", (headers, req) => {
  // on every HTTP response, including the WebSocket upgrade
  headers["x-served-by"] = "server-instance-sample";
});
// #endregion engine

// #region events
io.on("new_namespace", (namespace) => {
  console.log(`namespace created: ${namespace.name}`);
});

io.on("connection", (socket) => {
  socket.data.name = socket.handshake.auth.name || "anonymous";
  console.log(`${socket.data.name} connected, ${io.engine.clientsCount} client(s) now`);
});
// #endregion events

// #region utilities
io.on("connection", (socket) => {
  // every connected socket (of the main namespace) joins the "announcements" room
  socket.on("everyone joins announcements", () => {
    io.socketsJoin("announcements");
    io.to("announcements").emit("announcement", "welcome to the announcements room");
  });

  // every socket leaves it again
  socket.on("everyone leaves announcements", () => {
    io.socketsLeave("announcements");
  });

  // the names of the connected users, read from socket.data
  socket.on("who is online", async (callback) => {
    const sockets = await io.fetchSockets();
    callback(sockets.map((s) => s.data.name));
  });

  // disconnect every other socket (this one stays connected)
  socket.on("kick the others", () => {
    io.except(socket.id).disconnectSockets();
  });
});
// #endregion utilities

io.of("/admin"); // prints "namespace created: /admin"

// #region close
process.on("SIGTERM", () => {
  // disconnects every client, then closes the underlying HTTP server
  io.close(() => {
    console.log("server closed");
    process.exit(0);
  });
});
// #endregion close
