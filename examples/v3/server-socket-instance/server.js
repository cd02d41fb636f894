const { Server } = require("socket.io");

const io = new Server(Number(process.env.PORT) || 3000);

io.on("connection", (socket) => {
  // #region attributes
  // a random identifier, different for every connection, and not the Engine.IO id
  console.log(`id: ${socket.id} (Engine.IO connection: ${socket.conn.id})`);

  // the details of the HTTP request that opened the session
  const { address, query, auth, xdomain, secure } = socket.handshake;
  console.log(`handshake: address=${address} query.room=${query.room} auth.name=${auth.name}`);
  console.log(`handshake: xdomain=${xdomain} secure=${secure} EIO=${query.EIO} transport=${query.transport}`);

  // each socket starts in a room named after its own id
  socket.join(query.room || "lobby");
  console.log(`rooms: ${[...socket.rooms].join(", ")}`);

  // no socket.data in 3.x: add your own attribute instead
  console.log(`socket.data: ${socket.data}`);
  socket.username = auth.name;

  // the Node.js request of the first HTTP request
  console.log(`request: ${socket.request.method} ${socket.request.url}`);

  // the low-level Engine.IO connection
  console.log(`transport: ${socket.conn.transport.name}, protocol: ${socket.conn.protocol}`);
  socket.conn.once("upgrade", (transport) => {
    console.log(`upgraded to: ${transport.name}`);
  });
  // #endregion attributes

  // #region middleware
  // runs for every incoming packet of this socket, before the listeners
  socket.use(([event, ...args], next) => {
    if (event.startsWith("admin:") && socket.username !== "admin") {
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
  // every incoming event, rejected by socket.use() or not
  socket.onAny((event, ...args) => {
    console.log(`in: ${event} ${JSON.stringify(args)}`);
  });
  // #endregion catch-all

  socket.on("admin:reset", () => {
    socket.emit("reset done");
  });

  socket.on("hello", (callback) => {
    callback(`hi, ${socket.username}`);
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
