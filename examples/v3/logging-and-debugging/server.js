const { Server } = require("socket.io");

// run with: DEBUG=socket.io:* node server.js
const io = new Server(Number(process.env.PORT) || 3000);

io.on("connection", (socket) => {
  socket.join("lobby");
  socket.on("hello", (name, callback) => {
    callback(`hello, ${name}`);
  });
});
