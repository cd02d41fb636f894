const { createServer } = require("http");
const express = require("express");
const session = require("express-session");
const { Server } = require("socket.io");

const app = express();
const httpServer = createServer(app);
const io = new Server(httpServer);

// #region express
const sessionMiddleware = session({ secret: "change me", resave: false, saveUninitialized: false });
app.use(sessionMiddleware);

app.get("/login", (req, res) => {
  req.session.username = req.query.name;
  res.send(`logged in as ${req.query.name}`);
});

// an Express middleware expects (req, res, next): give it the request of the handshake
const wrap = (middleware) => (socket, next) => middleware(socket.request, {}, next);

io.use(wrap(sessionMiddleware));
// #endregion express

// #region main
io.use((socket, next) => {
  console.log(`middleware: connection attempt from ${socket.handshake.address}`);
  next();
});

io.use((socket, next) => {
  const username = socket.request.session.username;
  if (!username) {
    const err = new Error("not authorized");
    err.data = { content: "log in first with GET /login?name=..." }; // sent to the client
    return next(err);
  }
  socket.username = username;
  next();
});

io.on("connection", (socket) => {
  console.log(`${socket.username} connected to /`);
  socket.emit("welcome", `hello ${socket.username}`);
});
// #endregion main

// #region namespace
// io.use() only covers the main namespace: each namespace registers its own middlewares
const admin = io.of("/admin");

admin.use(wrap(sessionMiddleware));

admin.use((socket, next) => {
  if (socket.request.session.username !== "admin") {
    return next(new Error("admins only"));
  }
  next();
});

admin.on("connection", (socket) => {
  console.log("admin connected to /admin");
  socket.emit("welcome", "hello admin");
});
// #endregion namespace

httpServer.listen(Number(process.env.PORT) || 3000);
