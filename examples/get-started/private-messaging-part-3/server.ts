import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { Server } from "socket.io";
import { JsonFileStore } from "./json-file-store.js";
import type { Message } from "./json-file-store.js";

interface User {
  userID: string;
  username: string;
  connected: boolean;
  messages: Message[];
}

interface ServerToClientEvents {
  session: (session: { sessionID: string; userID: string }) => void;
  users: (users: User[]) => void;
  "user connected": (user: { userID: string; username: string }) => void;
  "user disconnected": (userID: string) => void;
  "private message": (message: Message) => void;
}

interface ClientToServerEvents {
  // checked before use: a client can send anything
  "private message": (payload: { content: unknown; to: unknown } | undefined) => void;
}

interface SocketData {
  sessionID: string;
  userID: string;
  username: string;
}

const httpServer = createServer();
const io = new Server<ClientToServerEvents, ServerToClientEvents, {}, SocketData>(httpServer, {
  cors: { origin: "http://localhost:8080" },
});
// #region stores
const store = await JsonFileStore.open(process.env.DATA_FILE || "./data.json");
// one object plays both roles here; they could be two different classes
const sessionStore = store;
const messageStore = store;
// #endregion stores

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

  socket.on("disconnect", async () => {
    // the user is gone only when their last connection is gone
    const remaining = await io.in(userID).fetchSockets();
    if (remaining.length === 0) {
      socket.broadcast.emit("user disconnected", userID);
      await sessionStore.saveSession(sessionID, { userID, username, connected: false });
    }
  });

  // give the client what it needs to come back as the same user
  socket.emit("session", { sessionID, userID });

  await sessionStore.saveSession(sessionID, { userID, username, connected: true });
  // #region users
  const [sessions, messages] = await Promise.all([
    sessionStore.findAllSessions(),
    messageStore.findMessagesForUser(userID),
  ]);
  // group the conversation history by the other user
  const messagesPerUser = new Map<string, Message[]>();
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
