import { createServer } from "node:http";
import { createClient } from "redis";
import { Server } from "socket.io";
import { createAdapter } from "@socket.io/redis-adapter";

const port = Number(process.env.PORT) || 3000;
// protects the routes below; in production, use your usual authentication
const ADMIN_TOKEN = process.env.ADMIN_TOKEN;

// The routes stand for whatever triggers a notification in your application (a job, a REST call);
// the request body is the message.
// POST /users/<id>/notifications              one user, every tab
// POST /projects/<id>[,<id>…]/notifications   the members of one or more projects
// PUT|DELETE /projects/<id>/members/<userId>  assign a user to a project, or remove them
// POST /sockets/notifications?id=<id>&id=…    a list of socket ids
// POST /managers/notifications                the sockets of the "/managers" namespace
// POST /matching/notifications?org=1&role=manager&project=11[&fetch]   a filter on socket.data and rooms
const httpServer = createServer(async (req, res) => {
  if (!ADMIN_TOKEN || req.headers.authorization !== `Bearer ${ADMIN_TOKEN}`) {
    return res.writeHead(401).end();
  }
  const { pathname, searchParams } = new URL(req.url, "http://localhost");
  const [, collection, id, action, userId] = pathname.split("/");
  const message = await readBody(req);

  if (req.method === "POST" && action === "notifications" && collection === "users") {
    notifyUser(id, message);
  } else if (req.method === "POST" && action === "notifications" && collection === "projects") {
    notifyProjects(id.split(",").map(Number), message);
  } else if (collection === "projects" && action === "members" && USERS.has(userId)) {
    if (req.method === "PUT") assignToProject(userId, Number(id));
    else if (req.method === "DELETE") removeFromProject(userId, Number(id));
    else return res.writeHead(405).end();
  } else if (req.method === "POST" && pathname === "/sockets/notifications") {
    const ids = searchParams.getAll("id");
    // an empty list would reach everybody (see notifySockets)
    if (ids.length === 0) return res.writeHead(400).end("no socket id");
    notifySockets(ids, message);
  } else if (req.method === "POST" && pathname === "/managers/notifications") {
    notifyManagers(message);
  } else if (req.method === "POST" && pathname === "/matching/notifications") {
    const criteria = {
      orgId: Number(searchParams.get("org")),
      role: searchParams.get("role"),
      projectId: Number(searchParams.get("project")),
    };
    if (searchParams.has("fetch")) {
      try {
        const count = await notifyMatchingSockets(criteria, message);
        return res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ count }));
      } catch (err) {
        // a server did not answer in time
        return res.writeHead(503).end(err.message);
      }
    }
    // the in-memory adapter reaches no other server, and its serverSideEmit() only prints a warning
    if (process.env.REDIS_URL) emitToMatchingSockets(criteria, "notification", message);
    else emitToMatchingLocalSockets(criteria, "notification", message);
  } else {
    return res.writeHead(404).end();
  }
  res.writeHead(202).end();
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

function readBody(req) {
  return new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });
}

// demo accounts, keyed by token; a real application verifies a JSON Web Token or reads the session,
// and keeps the users and their projects in its database
const USERS = new Map([
  ["alice", { token: "alice-token", orgId: 1, role: "manager", projectIds: [10, 11] }],
  ["bob", { token: "bob-token", orgId: 1, role: "developer", projectIds: [10] }],
  ["carol", { token: "carol-token", orgId: 2, role: "manager", projectIds: [20] }],
  ["dave", { token: "dave-token", orgId: 1, role: "manager", projectIds: [10] }],
]);

function authenticate(socket, next) {
  const entry = [...USERS].find(([, user]) => user.token === socket.handshake.auth.token);
  if (!entry) {
    return next(new Error("not authorized"));
  }
  const [userId, { orgId, role }] = entry;
  // what the filters below read, on this server and, through fetchSockets(), on the others
  socket.data = { userId, orgId, role };
  next();
}

// #region rooms
io.use(authenticate);

io.on("connection", (socket) => {
  const { userId } = socket.data;
  // one room for every tab of the user, one room per project of the user
  socket.join(`user:${userId}`);
  for (const projectId of USERS.get(userId).projectIds) {
    socket.join(`project:${projectId}`);
  }
});

function notifyUser(userId, message) {
  io.to(`user:${userId}`).emit("notification", message);
}

// the members of ANY of these projects, each socket once: to([a, b]) is the same as to(a).to(b)
function notifyProjects(projectIds, message) {
  io.to(projectIds.map((id) => `project:${id}`)).emit("notification", message);
}
// #endregion rooms

// #region keep-rooms-current
function assignToProject(userId, projectId) {
  USERS.get(userId).projectIds.push(projectId); // for the tabs opened later
  // the sockets already connected, on every server
  io.in(`user:${userId}`).socketsJoin(`project:${projectId}`);
}

function removeFromProject(userId, projectId) {
  const user = USERS.get(userId);
  user.projectIds = user.projectIds.filter((id) => id !== projectId);
  io.in(`user:${userId}`).socketsLeave(`project:${projectId}`);
}
// #endregion keep-rooms-current

// #region socket-ids
// every socket is in a room named after its id; an EMPTY list would mean no room at all,
// that is every socket of the namespace
function notifySockets(socketIds, message) {
  io.to(socketIds).emit("notification", message);
}
// #endregion socket-ids

// #region namespace
const managers = io.of("/managers");

// the namespace has its own middlewares: a client who is not a manager cannot connect to it
managers.use(authenticate);
managers.use((socket, next) => {
  if (socket.data.role !== "manager") {
    return next(new Error("managers only"));
  }
  next();
});

function notifyManagers(message) {
  managers.emit("notification", message);
}
// #endregion namespace

// #region filter
// the sockets of THIS server that match: any test on socket.data or socket.rooms
function emitToMatchingLocalSockets({ orgId, role, projectId }, event, ...args) {
  for (const socket of io.of("/").sockets.values()) {
    if (
      socket.data.orgId === orgId &&
      socket.data.role === role &&
      socket.rooms.has(`project:${projectId}`)
    ) {
      socket.emit(event, ...args);
    }
  }
}
// #endregion filter

// #region cluster-filter
// every server runs the same filter on its own sockets
io.on("emit-to-matching-sockets", (criteria, event, ...args) => {
  emitToMatchingLocalSockets(criteria, event, ...args);
});

function emitToMatchingSockets(criteria, event, ...args) {
  emitToMatchingLocalSockets(criteria, event, ...args);
  // the criteria travel to the other servers as data: plain values, never a function
  io.serverSideEmit("emit-to-matching-sockets", criteria, event, ...args);
}
// #endregion cluster-filter

// #region fetch-sockets
async function notifyMatchingSockets({ orgId, role, projectId }, message) {
  // the sockets of the project on every server, with their data (the room narrows the search)
  const sockets = await io.in(`project:${projectId}`).fetchSockets();
  const ids = sockets
    .filter((socket) => socket.data.orgId === orgId && socket.data.role === role)
    .map((socket) => socket.id);
  if (ids.length > 0) {
    io.to(ids).emit("notification", message);
  }
  return ids.length;
}
// #endregion fetch-sockets

httpServer.listen(port, () => {
  console.log(`server listening on port ${port}`);
});
