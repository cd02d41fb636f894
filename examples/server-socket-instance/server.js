import { Server } from "socket.io";

const io = new Server(Number(process.env.PORT) || 3000);

io.on("connection", (socket) => {
  // #region attributes
  // a random identifier, different for every connection
  console.log(`id: ${socket.id}`);

  // the details of the HTTP request that opened the session
  const { address, query, auth, time } = socket.handshake;
  console.log(`handshake: address=${address} query.room=${query.room} auth.name=${auth.name} time=${time}`);

  // each socket starts in a room named after its own id
  socket.join(query.room || "lobby");
  console.log(`rooms: ${[...socket.rooms].join(", ")}`);

  // your own data: visible to fetchSockets(), even from another server
  socket.data.name = auth.name;

  // the low-level Engine.IO connection
  console.log(`transport: ${socket.conn.transport.name}`);
  socket.conn.once("upgrade", () => {
    console.log(`upgraded to: ${socket.conn.transport.name}`);
  });
  // #endregion attributes

  // #region middleware
  // runs for every incoming packet of this socket, before the listeners
  socket.use(([event, ...args], next) => {
    if (event.startsWith("admin:") && socket.data.name !== "admin") {
      return next(new Error("forbidden event"));
    }
    next();
  });

  // a packet rejected by socket.use() ends up here
  socket.on("error", (err) => {
    socket.emit("rejected", err.message);
  });
  // #endregion middleware

  // #region catch-all
  // an acknowledgement callback, if any, is the last element of args
  socket.onAny((event, ...args) => {
    console.log(`in: ${event} ${JSON.stringify(args)}`);
  });

  socket.onAnyOutgoing((event, ...args) => {
    console.log(`out: ${event} ${JSON.stringify(args)}`);
  });
  // #endregion catch-all

  socket.on("admin:reset", () => {
    socket.emit("reset done");
  });

  socket.on("hello", (callback) => {
    callback(`hi, ${socket.data.name}`);
  });

  // #region disconnect
  socket.on("leave", () => {
    // disconnects this socket from the namespace; the client does not reconnect by itself
    socket.disconnect();
  });

  socket.on("disconnecting", (reason) => {
    // the rooms are still there
    console.log(`disconnecting (${reason}), rooms: ${[...socket.rooms].join(", ")}`);
  });

  socket.on("disconnect", (reason) => {
    // the rooms are already gone
    console.log(`disconnect (${reason}), rooms left: ${socket.rooms.size}`);
  });
  // #endregion disconnect
});
