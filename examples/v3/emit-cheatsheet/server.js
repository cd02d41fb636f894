const { Server } = require("socket.io");

const io = new Server(Number(process.env.PORT) || 3000);

// the rooms of the cheatsheet: alice in game1, bob in game1 and game2, carol in game2
const roomsOf = { alice: ["game1"], bob: ["game1", "game2"], carol: ["game2"] };

io.of("/admin").on("connection", () => {});

io.on("connection", (socket) => {
  const name = socket.handshake.auth.name;
  socket.join(roomsOf[name] || []);

  // a client emits "hello" in several ways (see client.js)
  socket.on("hello", (...args) => {
    const callback = typeof args[args.length - 1] === "function" ? args.pop() : undefined;
    console.log(`hello from ${name}: ${JSON.stringify(args)}`);
    if (callback) callback(`yes, ${name}`);
  });
  socket.on("volatile hello", (text) => console.log(`volatile hello from ${name}: ${text}`));

  socket.on("run cheatsheet", (otherId, done) => {
    // #region basics
    // to the sender only
    socket.emit("to sender", "only for you", 1, { two: 2 });

    // to every client of the main namespace, the sender included
    io.emit("to all", "hello");

    // to every client except the sender
    socket.broadcast.emit("to all but sender", "hello");

    // to every client in room game1, except the sender
    socket.to("game1").emit("to room but sender", "hello");

    // to every client in game1 or game2 (once each), except the sender
    socket.to("game1").to("game2").emit("to rooms but sender", "hello");

    // to every client in room game2, the sender included if it is in it
    io.to("game2").emit("to room", "hello");

    // to every client in game1 or game2, once each
    io.to("game1").to("game2").emit("to rooms", "hello");

    // to every client of the namespace /admin
    io.of("/admin").emit("to namespace", "hello");

    // to one socket, by id (each socket is in the room named after its id)
    io.to(otherId).emit("private message", socket.id, "just between us");
    // #endregion basics

    // #region acks
    // with an acknowledgement: only to one socket, never to a broadcast
    socket.emit("question", "ready?", (answer) => {
      console.log(`callback: ${answer}`);
      done(answer);
    });
    // #endregion acks
  });

  socket.on("run flags", () => {
    // #region flags
    // the event may be dropped if the client cannot receive it right now
    io.volatile.emit("volatile", "maybe");

    // the event is sent without compression
    socket.compress(false).emit("uncompressed", "as is");

    // only to the clients of this server, when several servers share an adapter
    io.local.emit("local", "this server only");
    // #endregion flags
  });
});
