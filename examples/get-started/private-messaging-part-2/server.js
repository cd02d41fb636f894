import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { Server } from "socket.io";
import { InMemorySessionStore } from "./session-store.js";

const httpServer = createServer();
const io = new Server(httpServer, {
  cors: { origin: "http://localhost:8080" },
});
const sessionStore = new InMemorySessionStore();

// #region middleware
io.use(async (socket, next) => {
  const { sessionID, username } = socket.handshake.auth;
  if (typeof sessionID === "string") {
    const session = await sessionStore.findSession(sessionID);
    if (session) {
      // a known session: this is a user coming back
      socket.data.sessionID = sessionID;
      socket.data.userID = session.userID;
      socket.data.username = session.username;
      return next();
    }
  }
  if (typeof username !== "string" || username.trim() === "") {
    return next(new Error("invalid username"));
  }
  // a new user: one secret id for the session, one public id for the user
  socket.data.sessionID = randomUUID();
  socket.data.userID = randomUUID();
  socket.data.username = username.trim();
  next();
});
// #endregion middleware

// #region connection
io.on("connection", async (socket) => {
  const { sessionID, userID, username } = socket.data;

  // every connection of this user (tabs, devices) joins the same room
  socket.join(userID);

  // #region private-message
  socket.on("private message", (payload) => {
    const { content, to } = payload ?? {};
    if (typeof content !== "string" || content === "" || typeof to !== "string") {
      return;
    }
    const message = { content, from: userID, to };
    // the recipient's room, plus the sender's own room for their other tabs
    socket.to(to).to(userID).emit("private message", message);
  });
  // #endregion private-message

  // #region presence
  socket.on("disconnect", async () => {
    // the user is gone only when their last connection is gone
    const remaining = await io.in(userID).fetchSockets();
    if (remaining.length === 0) {
      socket.broadcast.emit("user disconnected", userID);
      await sessionStore.saveSession(sessionID, { userID, username, connected: false });
    }
  });
  // #endregion presence

  // #region users
  // give the client what it needs to come back as the same user
  socket.emit("session", { sessionID, userID });

  await sessionStore.saveSession(sessionID, { userID, username, connected: true });
  const sessions = await sessionStore.findAllSessions();
  socket.emit(
    "users",
    sessions.map(({ userID, username, connected }) => ({ userID, username, connected })),
  );
  socket.broadcast.emit("user connected", { userID, username });
  // #endregion users
});
// #endregion connection

const port = Number(process.env.PORT) || 3000;
httpServer.listen(port, () => {
  console.log(`server listening on port ${port}`);
});
