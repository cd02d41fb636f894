import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { Server } from "socket.io";
import { createAdapter } from "@socket.io/redis-adapter";
import { createClient } from "redis";
import { RedisMessageStore, RedisSessionStore } from "./redis-store.js";

const httpServer = createServer();
// #region stores
const redisUrl = process.env.REDIS_URL || "redis://localhost:6379";
const redisClient = createClient({ url: redisUrl });
// the adapter needs a second connection, in subscriber mode
const subClient = redisClient.duplicate();
redisClient.on("error", (err) => console.error("redis error", err.message));
subClient.on("error", (err) => console.error("redis error", err.message));
await Promise.all([redisClient.connect(), subClient.connect()]);

const sessionStore = new RedisSessionStore(redisClient);
const messageStore = new RedisMessageStore(redisClient);
// #endregion stores

// #region adapter
const io = new Server(httpServer, {
  cors: { origin: "http://localhost:8080" },
  // broadcasts and fetchSockets() now reach the sockets of every server
  adapter: createAdapter(redisClient, subClient),
});
// #endregion adapter

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
    messageStore.saveMessage(message).catch((err) => console.error("could not save", err));
  });
  // #endregion private-message

  // #region disconnect
  socket.on("disconnect", async () => {
    try {
      // asks every server; rejects if one of them does not answer in time
      const remaining = await io.in(userID).fetchSockets();
      if (remaining.length === 0) {
        socket.broadcast.emit("user disconnected", userID);
        await sessionStore.saveSession(sessionID, { userID, username, connected: false });
      }
    } catch (err) {
      console.error("could not update the presence of", userID, err.message);
    }
  });
  // #endregion disconnect

  // give the client what it needs to come back as the same user
  socket.emit("session", { sessionID, userID });

  await sessionStore.saveSession(sessionID, { userID, username, connected: true });
  // #region users
  const [sessions, messages] = await Promise.all([
    sessionStore.findAllSessions(),
    messageStore.findMessagesForUser(userID),
  ]);
  // group the conversation history by the other user
  const messagesPerUser = new Map();
  for (const message of messages) {
    const otherUser = message.from === userID ? message.to : message.from;
    messagesPerUser.set(otherUser, [...(messagesPerUser.get(otherUser) ?? []), message]);
  }
  socket.emit(
    "users",
    sessions.map(({ userID, username, connected }) => ({
      userID,
      username,
      connected,
      messages: messagesPerUser.get(userID) ?? [],
    })),
  );
  // #endregion users
  socket.broadcast.emit("user connected", { userID, username });
});
// #endregion connection

const port = Number(process.env.PORT) || 3000;
httpServer.listen(port, () => {
  console.log(`server listening on port ${port}`);
});
