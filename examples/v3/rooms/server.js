const { Server } = require("socket.io");

const io = new Server(Number(process.env.PORT) || 3000);

// #region adapter-events
// the in-memory adapter of the main namespace emits these events since 3.1
const adapter = io.of("/").adapter;
adapter.on("create-room", (room) => console.log(`room ${room} was created`));
adapter.on("join-room", (room, id) => console.log(`socket ${id} has joined room ${room}`));
adapter.on("leave-room", (room, id) => console.log(`socket ${id} has left room ${room}`));
adapter.on("delete-room", (room) => console.log(`room ${room} was deleted`));
// #endregion adapter-events

io.on("connection", (socket) => {
  // #region join
  socket.join("news");
  socket.join(["sports", "weather"]); // several rooms at once
  socket.leave("weather");

  // a Set: the socket's own room (its id), then the rooms it joined
  console.log("rooms:", socket.rooms); // Set(3) { '<id>', 'news', 'sports' }
  console.log("in news?", socket.rooms.has("news")); // true
  // #endregion join

  // #region emit
  socket.on("news", (text) => {
    // to everyone in the room, the sender included
    io.to("news").emit("news", text);
  });
  // #endregion emit

  // #region listing
  socket.on("list rooms", (callback) => {
    const { rooms, sids } = io.of("/").adapter;
    // rooms: Map<room, Set<socket id>>; sids: Map<socket id, Set<room>>
    // a room that is also a socket id is the private room of that socket
    const named = [...rooms.keys()].filter((room) => !sids.has(room));
    const sizes = {};
    for (const room of named) {
      sizes[room] = rooms.get(room).size;
    }
    callback(sizes);
  });
  // #endregion listing

  // #region disconnecting
  socket.on("disconnecting", (reason) => {
    // still in its rooms here
    console.log(`disconnecting (${reason}), rooms:`, [...socket.rooms]);
  });

  socket.on("disconnect", () => {
    // too late: every room was left
    console.log(`disconnected, rooms: ${socket.rooms.size}`); // 0
  });
  // #endregion disconnecting
});
