// #region setup
import { createServer } from "node:http";
import express from "express";
import type { RequestHandler } from "express";
import session from "express-session";
import type { Session, SessionData } from "express-session";
import passport from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import { Server } from "socket.io";

// what passport.deserializeUser() puts in req.user
declare global {
  namespace Express {
    interface User {
      id: number;
      username: string;
    }
  }
}

// the session and Passport middlewares also run on the handshake request (io.engine.use below)
declare module "node:http" {
  interface IncomingMessage {
    user?: Express.User;
    session: Session & Partial<SessionData>;
  }
}

const app = express();
const httpServer = createServer(app);
const io = new Server(httpServer);

const sessionMiddleware = session({
  secret: process.env.SESSION_SECRET || "change-me",
  resave: false,
  saveUninitialized: false,
});

app.use(sessionMiddleware);
app.use(passport.session());
// #endregion setup

// #region passport
// a real application reads its users from a database and stores password hashes, not passwords
const users = [
  { id: 1, username: "alice", password: "wonderland" },
  { id: 2, username: "bob", password: "builder" },
];

passport.use(
  new LocalStrategy((username, password, done) => {
    const user = users.find((u) => u.username === username && u.password === password);
    done(null, user ?? false);
  }),
);

// only the user id goes into the session...
passport.serializeUser((user, done) => {
  done(null, user.id);
});

// ...and the user is looked up again from that id, for every request that runs passport.session()
passport.deserializeUser((id, done) => {
  const user = users.find((u) => u.id === id);
  done(null, user ? { id: user.id, username: user.username } : false);
});
// #endregion passport

// #region http
app.post("/login", express.json(), passport.authenticate("local"), (req, res) => {
  res.json({ username: req.user!.username }); // set: passport.authenticate() answers 401 otherwise
});

app.post("/logout", (req, res, next) => {
  const sessionId = req.session.id;
  req.logout((err) => {
    if (err) {
      return next(err);
    }
    // close the Socket.IO connections opened with this session (every tab of this browser)
    io.in(`session:${sessionId}`).disconnectSockets();
    res.status(204).end();
  });
});
// #endregion http

// #region share
// run a middleware on the first HTTP request of a connection only: the handshake, the only request without "sid"
// (Engine.IO passes the plain Node.js request and response, which these Express middlewares accept)
function onlyForHandshake(middleware: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const isHandshake = !new URL(req.url, "http://localhost").searchParams.has("sid");
    if (isHandshake) {
      middleware(req, res, next);
    } else {
      next();
    }
  };
}

io.engine.use(onlyForHandshake(sessionMiddleware));
io.engine.use(onlyForHandshake(passport.session()));
// #endregion share

// #region refuse
io.use((socket, next) => {
  if (socket.request.user) {
    next();
  } else {
    next(new Error("unauthorized"));
  }
});
// #endregion refuse

// #region connection
io.on("connection", (socket) => {
  const user = socket.request.user!; // set: the middleware above refuses the connection otherwise
  console.log(`${user.username} connected (socket ${socket.id})`);

  // one room per user (all the tabs and devices of this user), one per session (all the tabs of this browser)
  socket.join(`user:${user.id}`);
  socket.join(`session:${socket.request.session.id}`);

  socket.on("whoami", (callback) => {
    callback(user.username);
  });

  socket.on("private message", (to, text) => {
    const recipient = users.find((u) => u.username === to);
    if (recipient) {
      // reaches every connection of the recipient
      io.to(`user:${recipient.id}`).emit("private message", { from: user.username, text });
    }
  });

  socket.on("disconnect", (reason) => {
    console.log(`${user.username} disconnected (${reason})`);
  });
});
// #endregion connection

httpServer.listen(Number(process.env.PORT) || 3000);
