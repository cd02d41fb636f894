// #region setup
import { createServer } from "node:http";
import express from "express";
import jwt from "jsonwebtoken";
import { Server } from "socket.io";
import type { JwtPayload } from "jsonwebtoken";

// in production: a long random secret read from the environment, never committed
const JWT_SECRET = process.env.JWT_SECRET || "change-me";
// lifetime of a token, in seconds
const TOKEN_TTL = Number(process.env.TOKEN_TTL) || 3600;

const app = express();
const httpServer = createServer(app);
const io = new Server(httpServer);
// #endregion setup

// #region login
// a demo user store: replace it with your own (and hash the passwords)
const users: Record<string, string> = { alice: "wonderland", bob: "builder" };

app.post("/login", express.json(), (req, res) => {
  const { username, password } = req.body ?? {};
  if (!username || users[username] !== password) {
    return res.status(401).json({ error: "bad credentials" });
  }
  const token = jwt.sign({ sub: username }, JWT_SECRET, { expiresIn: TOKEN_TTL });
  res.json({ token });
});
// #endregion login

// #region middleware
io.use((socket, next) => {
  const token = socket.handshake.auth.token;
  if (!token) {
    const err: Error & { data?: unknown } = new Error("not authorized");
    err.data = { reason: "missing_token" };
    return next(err);
  }
  jwt.verify(token, JWT_SECRET, { algorithms: ["HS256"] }, (err, payload) => {
    if (err) {
      const error: Error & { data?: unknown } = new Error("not authorized");
      // TokenExpiredError or JsonWebTokenError (bad signature, malformed token...)
      error.data = { reason: err.name === "TokenExpiredError" ? "token_expired" : "invalid_token" };
      return next(error);
    }
    socket.data.user = { username: (payload as JwtPayload).sub };
    socket.data.tokenExpiresAt = (payload as JwtPayload).exp! * 1000; // "exp" is in seconds
    next();
  });
});
// #endregion middleware

// #region connection
io.on("connection", (socket) => {
  const { username } = socket.data.user;
  console.log(`${username} connected`);

  // close the connection when the token expires: the client will come back with a fresh one
  const timer = setTimeout(() => {
    socket.disconnect(true);
  }, socket.data.tokenExpiresAt - Date.now());

  socket.on("disconnect", (reason) => {
    clearTimeout(timer);
    console.log(`${username} disconnected (${reason})`);
  });

  socket.on("whoami", (callback) => {
    callback(socket.data.user);
  });
});
// #endregion connection

httpServer.listen(Number(process.env.PORT) || 3000);
