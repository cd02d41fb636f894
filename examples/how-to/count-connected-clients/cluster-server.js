import { createServer } from "node:http";
import { createClient } from "redis";
import { Server } from "socket.io";
import { createAdapter } from "@socket.io/redis-adapter";

const port = Number(process.env.PORT) || 3000;

const httpServer = createServer(async (req, res) => {
  const { pathname, searchParams } = new URL(req.url, "http://localhost");
  if (pathname !== "/counts") {
    return res.writeHead(404).end();
  }
  const room = searchParams.get("room");
  try {
    const body = {
      local: localCount(room),
      fetchSockets: await countWithFetchSockets(room),
      serverSideEmit: await countWithServerSideEmit(room),
    };
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify(body));
  } catch (err) {
    res.writeHead(503).end(err.message);
  }
});
const io = new Server(httpServer);

// without REDIS_URL, the server runs alone with the default in-memory adapter, as in development
if (process.env.REDIS_URL) {
  const pubClient = createClient({ url: process.env.REDIS_URL });
  const subClient = pubClient.duplicate();
  pubClient.on("error", (err) => console.error("Redis pub client:", err.message));
  subClient.on("error", (err) => console.error("Redis sub client:", err.message));
  await Promise.all([pubClient.connect(), subClient.connect()]);
  io.adapter(createAdapter(pubClient, subClient));
}

io.on("connection", (socket) => {
  const { room } = socket.handshake.auth;
  if (room === "news" || room === "sports") {
    socket.join(room);
  }
});

// #region fetch-sockets
async function countWithFetchSockets(room) {
  // every server sends back the details of its sockets (id, rooms, handshake, data)
  const sockets = room ? await io.in(room).fetchSockets() : await io.fetchSockets();
  return sockets.length;
}
// #endregion fetch-sockets

// #region server-side-emit
// the sockets of this server: in the main namespace, or in a room
function localCount(room) {
  if (room) {
    return io.of("/").adapter.rooms.get(room)?.size ?? 0;
  }
  return io.of("/").sockets.size;
}

// every server answers the question of the others with its local count
io.on("count:sockets", (room, callback) => {
  callback(localCount(room));
});

async function countWithServerSideEmit(room = null) {
  // the in-memory adapter reaches no other server: its serverSideEmitWithAck() would never settle
  if ((await io.of("/").adapter.serverCount()) <= 1) {
    return localCount(room);
  }
  // one answer per other server; rejects if one of them does not answer in time
  const counts = await io.serverSideEmitWithAck("count:sockets", room);
  return counts.reduce((sum, count) => sum + count, localCount(room));
}
// #endregion server-side-emit

httpServer.listen(port, () => {
  console.log(`server listening on port ${port}`);
});
