const io = require("socket.io")(Number(process.env.PORT) || 3000);

io.on("connection", (socket) => {
  console.log(`connected: ${socket.id}`);
});
