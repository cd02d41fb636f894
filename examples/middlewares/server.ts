import { Server } from "socket.io";
import type { IncomingMessage, ServerResponse } from "node:http";

const io = new Server(Number(process.env.PORT) || 3000);

// #region engine-middleware
// an Express-style middleware (req, res, next), run on every HTTP request of Engine.IO
function securityHeaders(req: IncomingMessage, res: ServerResponse, next: (err?: Error) => void) {
  res.setHeader("x-content-type-options", "nosniff");
  next();
}

io.engine.use(securityHeaders);

// run only on the handshake (the first request of a session, which has no "sid")
io.engine.use((req: IncomingMessage & { _query: Record<string, string> }, res: ServerResponse, next: (err?: Error) => void) => {
  const isHandshake = req._query.sid === undefined;
  if (isHandshake) {
    console.log(`handshake from ${req.headers["user-agent"]}`);
  }
  next();
});
// #endregion engine-middleware

// #region logging
// Socket.IO middlewares run in the order they were registered
io.use((socket, next) => {
  console.log(`1. incoming socket ${socket.id}, connected: ${socket.connected}`);
  next();
});
// #endregion logging

// #region auth
// in a real application: a database or a signed token (JWT, session...)
const users = new Map([
  ["token-alice", { name: "alice", role: "user" }],
  ["token-bob", { name: "bob", role: "admin" }],
]);

io.use((socket, next) => {
  const token = socket.handshake.auth.token;
  if (!token) {
    const err: Error & { data?: unknown } = new Error("not authorized");
    err.data = { reason: "missing token" }; // sent to the client along with the message
    return next(err);
  }
  const user = users.get(token);
  if (!user) {
    const err: Error & { data?: unknown } = new Error("not authorized");
    err.data = { reason: "invalid token" };
    return next(err);
  }
  console.log(`2. authenticated as ${user.name}`);
  socket.data.user = user;
  next();
});
// #endregion auth

io.on("connection", (socket) => {
  socket.emit("welcome", `hello ${socket.data.user.name}`);
});

// #region namespace
const admin = io.of("/admin");

// only for the "/admin" namespace: the middlewares of the main namespace do not run here
admin.use((socket, next) => {
  const user = users.get(socket.handshake.auth.token);
  if (user?.role !== "admin") {
    const err: Error & { data?: unknown } = new Error("admins only");
    err.data = { role: user?.role ?? "none" };
    return next(err);
  }
  socket.data.user = user;
  next();
});

admin.on("connection", (socket) => {
  socket.emit("welcome", `hello admin ${socket.data.user.name}`);
});
// #endregion namespace
