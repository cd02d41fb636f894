import { createServer } from "node:http";
import { Server } from "socket.io";

const port = Number(process.env.PORT) || 3000;

const httpServer = createServer((req, res) => {
  if (req.url === "/counts") {
    res.setHeader("content-type", "application/json");
    return res.end(JSON.stringify(counts()));
  }
  res.writeHead(404).end();
});
const io = new Server(httpServer);

// #region namespaces
const ROOMS = ["news", "sports"];

io.on("connection", (socket) => {
  // a client of the main namespace may follow one of the known rooms
  const { room } = socket.handshake.auth;
  if (ROOMS.includes(room)) {
    socket.join(room);
  }
});

io.of("/orders").on("connection", () => {});

// a namespace whose middleware refuses every client without the right token
const ADMIN_TOKEN = process.env.ADMIN_TOKEN;

io.of("/admin").use((socket, next) => {
  if (ADMIN_TOKEN && socket.handshake.auth.token === ADMIN_TOKEN) {
    next();
  } else {
    next(new Error("forbidden"));
  }
});
// #endregion namespaces

// #region counts
// low-level connections: one per client, however many namespaces it uses
function connectionCount() {
  return io.engine.clientsCount;
}

// sockets connected to one namespace (the main namespace "/" by default)
function countInNamespace(name = "/") {
  return io.of(name).sockets.size;
}

// sockets in a room of a namespace; get() returns undefined for a room nobody is in
function countInRoom(room, name = "/") {
  return io.of(name).adapter.rooms.get(room)?.size ?? 0;
}
// #endregion counts

function counts() {
  return {
    connections: connectionCount(),
    main: countInNamespace(),
    orders: countInNamespace("/orders"),
    admin: countInNamespace("/admin"),
    news: countInRoom("news"),
    sports: countInRoom("sports"),
  };
}

httpServer.listen(port, () => {
  console.log(`server listening on port ${port}`);
});
