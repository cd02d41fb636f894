import { createServer } from "node:http";
import { Server } from "socket.io";
import { identifyUser } from "./auth.js";

const port = Number(process.env.PORT) || 3000;

// GET /users: who is online; GET /users/alice: is alice online?
const httpServer = createServer((req, res) => {
  const [, route, userId] = req.url.split("/");
  if (route !== "users") {
    return res.writeHead(404).end();
  }
  const body = userId
    ? { connected: isUserConnected(userId) }
    : { count: usersCount(), users: usersList() };
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify(body));
});
const io = new Server(httpServer);

io.use(identifyUser);

// #region map
// user id → number of sockets of that user (tabs, browsers, devices)
const users = new Map();

// true when this is the first socket of the user
function addSocket(userId) {
  const count = users.get(userId) ?? 0;
  users.set(userId, count + 1);
  return count === 0;
}

// true when this was the last socket of the user
function removeSocket(userId) {
  const count = users.get(userId) - 1;
  if (count === 0) {
    users.delete(userId);
  } else {
    users.set(userId, count);
  }
  return count === 0;
}
// #endregion map

// #region connection
io.on("connection", (socket) => {
  const { userId } = socket.data;

  if (addSocket(userId)) {
    socket.broadcast.emit("user connected", userId);
  }
  // who is online, for the newcomer
  socket.emit("users", usersList());

  socket.on("disconnect", () => {
    if (removeSocket(userId)) {
      io.emit("user disconnected", userId);
    }
  });
});
// #endregion connection

// #region presence
function isUserConnected(userId) {
  return users.has(userId);
}

function usersCount() {
  return users.size;
}

function usersList() {
  return [...users.keys()];
}
// #endregion presence

httpServer.listen(port, () => {
  console.log(`server listening on port ${port}`);
});
