import { createServer } from "node:http";
import { createClient } from "redis";
import { Server } from "socket.io";
import { createAdapter } from "@socket.io/redis-adapter";

const port = Number(process.env.PORT) || 3000;
// protects the admin routes; in production, use your usual authentication
const ADMIN_TOKEN = process.env.ADMIN_TOKEN;

// DELETE /sockets/<id>: disconnect a socket, wherever it is (?confirm: say whether it was found)
// DELETE /users/<id>: disconnect every socket of a user
const httpServer = createServer(async (req, res) => {
  if (!ADMIN_TOKEN || req.headers.authorization !== `Bearer ${ADMIN_TOKEN}`) {
    return res.writeHead(401).end();
  }
  const { pathname, searchParams } = new URL(req.url, "http://localhost");
  const [, collection, id] = pathname.split("/");
  if (req.method !== "DELETE" || !id || !["users", "sockets"].includes(collection)) {
    return res.writeHead(404).end();
  }
  if (collection === "users") {
    disconnectUser(id);
    return res.writeHead(202).end();
  }
  if (!searchParams.has("confirm")) {
    disconnectSocket(id);
    return res.writeHead(202).end();
  }
  try {
    const found = await disconnectSocketAndConfirm(id);
    res.writeHead(found ? 200 : 404, { "content-type": "application/json" });
    res.end(JSON.stringify({ found }));
  } catch (err) {
    // a server did not answer in time
    res.writeHead(503).end(err.message);
  }
});
const io = new Server(httpServer);

// without REDIS_URL, the server runs alone with the default in-memory adapter
if (process.env.REDIS_URL) {
  const pubClient = createClient({ url: process.env.REDIS_URL });
  const subClient = pubClient.duplicate();
  pubClient.on("error", (err) => console.error("Redis pub client:", err.message));
  subClient.on("error", (err) => console.error("Redis sub client:", err.message));
  await Promise.all([pubClient.connect(), subClient.connect()]);
  io.adapter(createAdapter(pubClient, subClient));
}

// demo tokens; a real application verifies a JSON Web Token or reads the session instead
const TOKENS = new Map([
  ["alice-token", "alice"],
  ["bob-token", "bob"],
]);

io.use((socket, next) => {
  const userId = TOKENS.get(socket.handshake.auth.token);
  if (!userId) {
    return next(new Error("not authorized"));
  }
  socket.data.userId = userId;
  next();
});

// #region user-room
io.on("connection", (socket) => {
  // one room per user, holding every tab of that user on every server
  socket.join(`user:${socket.data.userId}`);
});
// #endregion user-room

// #region one-server
// false when no socket of this server has this id (unknown, or already disconnected)
function disconnectLocalSocket(id) {
  const socket = io.of("/").sockets.get(id);
  if (!socket) {
    return false;
  }
  socket.disconnect();
  return true;
}
// #endregion one-server

// #region cluster
// every socket is in a room named after its id: the adapter passes the order to every server
function disconnectSocket(id) {
  io.in(id).disconnectSockets();
}

function disconnectUser(userId) {
  io.in(`user:${userId}`).disconnectSockets();
}
// #endregion cluster

// #region confirm
// every server tries on its own sockets and says whether it found the socket
io.on("disconnect:socket", (id, callback) => {
  callback(disconnectLocalSocket(id));
});

async function disconnectSocketAndConfirm(id) {
  if (disconnectLocalSocket(id)) {
    return true;
  }
  // the in-memory adapter reaches no other server: its serverSideEmitWithAck() would never settle
  if ((await io.of("/").adapter.serverCount()) <= 1) {
    return false;
  }
  const answers = await io.serverSideEmitWithAck("disconnect:socket", id);
  return answers.some(Boolean);
}
// #endregion confirm

httpServer.listen(port, () => {
  console.log(`server listening on port ${port}`);
});
