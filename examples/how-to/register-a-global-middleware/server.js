import { Server } from "socket.io";

const io = new Server(Number(process.env.PORT) || 3000);

// #region middleware
// a Socket.IO middleware: runs once per connection, before the "connection" event
function authenticate(socket, next) {
  const token = socket.handshake.auth.token;
  console.log(`authenticate: ${socket.nsp.name}`);
  if (token !== (process.env.TOKEN || "s3cr3t")) {
    return next(new Error("unauthorized"));
  }
  socket.data.user = "alice"; // in a real application: the user the token belongs to
  next();
}
// #endregion middleware

// #region register
// the main namespace "/" exists from the start: "new_namespace" is never emitted for it
io.use(authenticate);

// every namespace created from now on, including the children of dynamic namespaces
io.on("new_namespace", (namespace) => {
  namespace.use(authenticate);
});
// #endregion register

// #region engine
// an HTTP-level middleware (Socket.IO 4.6+): runs on every HTTP request of Engine.IO,
// whatever the namespace, before any Socket.IO middleware
io.engine.use((req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  next();
});
// #endregion engine

// #region namespaces
// registered after the listener above, so it gets the middleware too
io.of("/admin").on("connection", (socket) => {
  socket.emit("welcome", `${socket.data.user} in /admin`);
});

// a dynamic namespace: "/team-red", "/team-blue"...
io.of(/^\/team-[a-z]+$/).on("connection", (socket) => {
  socket.emit("welcome", `${socket.data.user} in ${socket.nsp.name}`);
});

io.on("connection", (socket) => {
  socket.emit("welcome", `${socket.data.user} in /`);
});
// #endregion namespaces
