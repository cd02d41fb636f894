const { Server } = require("socket.io");

const io = new Server(Number(process.env.PORT) || 3000, {
  // since 3.0, browsers on another origin are refused unless you allow them
  cors: {
    origin: "http://localhost:8080",
  },
});

io.on("connection", (socket) => {
  // socket.rooms is a Set: the socket's own room (its id), then the rooms it joins
  socket.join("lobby");
  console.log("rooms of", socket.id, socket.rooms);

  // to this client only
  socket.emit("welcome", `Hello, ${socket.id}!`);

  socket.on("chat message", (text, callback) => {
    // to every socket in the "lobby" room, the sender included
    io.to("lobby").emit("chat message", text);
    // the acknowledgement: the client's callback receives this value
    callback("delivered");
  });
});
