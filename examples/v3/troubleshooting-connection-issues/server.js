const { Server } = require("socket.io");

const io = new Server(Number(process.env.PORT) || 3000, {
  // browsers on another origin need CORS headers, which 3.x does not send by default
  cors: { origin: ["http://localhost:8080"] },
  // accept 2.x clients (Engine.IO protocol 3) during a migration; false by default
  allowEIO3: true,
});

io.use((socket, next) => {
  // 3.x clients send the `auth` option; 2.x clients can only send a query string
  const token = socket.handshake.auth.token || socket.handshake.query.token;
  if (token === "secret") {
    return next();
  }
  const err = new Error("not authorized");
  err.data = { hint: "pass the token in the auth option" }; // reaches the client as err.data
  next(err);
});

io.on("connection", (socket) => {
  console.log(`connected: ${socket.id} (Engine.IO protocol ${socket.conn.protocol})`);
});
