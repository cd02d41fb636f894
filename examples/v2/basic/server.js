const allowedOrigins = ["http://localhost:8080"];

const io = require("socket.io")(Number(process.env.PORT) || 3000, {
  // 2.x accepts every origin by default ("*:*"). This function keeps the pages
  // served from allowedOrigins, plus the clients that send no Origin header
  // (Node.js scripts, native apps), which socket.io 2.x reports as "*".
  origins: (origin, callback) => {
    callback(null, origin === "*" || allowedOrigins.includes(origin));
  },
});

io.on("connection", (socket) => {
  // in 2.x, socket.rooms is a plain object, updated when join()'s callback runs
  socket.join("lobby", () => {
    console.log("rooms of", socket.id, socket.rooms);

    // to this client only
    socket.emit("welcome", `Hello, ${socket.id}!`);
  });

  socket.on("chat message", (text, callback) => {
    // to every socket in the "lobby" room, the sender included
    io.to("lobby").emit("chat message", text);
    // the acknowledgement: the client's callback receives this value
    callback("delivered");
  });
});
