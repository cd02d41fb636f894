// One node of a multi-node deployment. Start several, each on its own PORT,
// behind a load balancer with sticky sessions.
const port = Number(process.env.PORT) || 3000;
const io = require("socket.io")(port);

// with socket.io-redis 5.x installed (npm install socket.io-redis@5),
// broadcasts and rooms are shared by every node:
//
//   const redisAdapter = require("socket.io-redis");
//   io.adapter(redisAdapter({ host: "localhost", port: 6379 }));

io.on("connection", (socket) => {
  socket.emit("hello", `served by the node on port ${port}`);
});
