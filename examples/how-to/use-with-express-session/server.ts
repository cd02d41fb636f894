// #region setup
import { createServer } from "node:http";
import express from "express";
import session from "express-session";
import type { Session, SessionData } from "express-session";
import { Server } from "socket.io";

// what this application keeps in a session
declare module "express-session" {
  interface SessionData {
    username: string;
    count: number;
  }
}

// the session middleware also runs on the handshake request (io.engine.use below): socket.request.session
declare module "node:http" {
  interface IncomingMessage {
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
// #endregion setup

// #region http
app.post("/login", express.json(), (req, res) => {
  // a real application checks a password here
  req.session.username = req.body?.username;
  res.json({ username: req.session.username });
});

app.get("/count", (req, res) => {
  res.json({ count: req.session.count ?? 0 });
});

app.post("/logout", (req, res) => {
  const sessionId = req.session.id;
  req.session.destroy(() => {
    // close every Socket.IO connection of this session (all the tabs of this browser)
    io.in(sessionId).disconnectSockets();
    res.status(204).end();
  });
});
// #endregion http

// #region share
// Socket.IO 4.6+: the session middleware runs on the HTTP requests of Engine.IO
io.engine.use(sessionMiddleware);
// #endregion share

// #region connection
io.on("connection", (socket) => {
  const { id, username } = socket.request.session;
  console.log(`connection of ${username ?? "an anonymous user"} (session ${id})`);

  // one room per session, so the HTTP side can reach all the sockets of a session
  socket.join(id);

  socket.on("whoami", (callback) => {
    callback(socket.request.session.username ?? null);
  });

  socket.on("increment", (callback) => {
    // read the latest data from the store: an HTTP request or another socket may have changed it
    socket.request.session.reload((err) => {
      if (err) {
        // the session is gone (logout, expiry)
        return socket.disconnect();
      }
      // reload() replaced the object: read socket.request.session again, do not keep an old reference
      const session = socket.request.session;
      session.count = (session.count ?? 0) + 1;
      // nothing is saved automatically outside of an HTTP request: save explicitly
      session.save(() => callback(session.count));
    });
  });
});
// #endregion connection

httpServer.listen(Number(process.env.PORT) || 3000);
