const io = require("socket.io")(Number(process.env.PORT) || 3000);

// the rooms of the cheatsheet: alice in game1, bob in game1 and game2, carol in game2
const roomsOf = { alice: ["game1"], bob: ["game1", "game2"], carol: ["game2"] };

io.of("/admin").on("connection", () => {});

io.on("connection", (socket) => {
  // 2.x has no auth option: the client sends its name in the query string
  const name = socket.handshake.query.name;
  socket.join(roomsOf[name] || [], () => {
    socket.emit("ready"); // socket.rooms is up to date from here on
  });

  // a client emits "hello" in several ways (see client.js)
  socket.on("hello", (...args) => {
    const callback = typeof args[args.length - 1] === "function" ? args.pop() : undefined;
    console.log(`hello from ${name}: ${JSON.stringify(args)}`);
    if (callback) callback(`yes, ${name}`);
  });
  socket.on("message", (text) => console.log(`message from ${name}: ${text}`));
  socket.on("binary hello", (data) => console.log(`binary hello from ${name}: ${Buffer.isBuffer(data)}`));

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
    io.in("game1").in("game2").emit("to rooms", "hello");

    // to every client of the namespace /admin
    io.of("/admin").emit("to namespace", "hello");

    // to one socket, by id (each socket is in the room named after its id)
    io.to(otherId).emit("private message", socket.id, "just between us");

    // a "message" event to the sender: socket.send(...) is socket.emit("message", ...)
    socket.send("sent with send()");
    // #endregion basics

    // #region acks
    // with an acknowledgement: only to one socket, never to a broadcast
    socket.emit("question", "ready?", (answer) => {
      console.log(`callback: ${answer}`);
      done(answer);
    });

    // another socket, with an acknowledgement: reach its Socket object by id
    const other = io.sockets.connected[otherId];
    if (other) {
      other.emit("question", "and you?", (answer) => {
        console.log(`callback: ${answer}`);
      });
    }
    // #endregion acks
  });

  socket.on("run flags", () => {
    // #region flags
    // the event may be dropped if the client cannot receive it right now
    io.volatile.emit("volatile", "maybe");

    // the event is sent without compression
    socket.compress(false).emit("uncompressed", "as is");

    // skip the search for binary data: this event has none
    socket.binary(false).emit("no binary", { big: "object" });

    // binary data is detected and sent as binary
    socket.emit("binary", Buffer.from([1, 2, 3]));

    // only to the clients of this server, when several servers share an adapter
    io.local.emit("local", "this server only");
    // #endregion flags
  });
});
