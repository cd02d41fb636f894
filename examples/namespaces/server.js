import { Server } from "socket.io";

// #region options
const io = new Server(Number(process.env.PORT) || 3000, {
  // delete a dynamic namespace (created from a regex or a function) once its last socket has left
  cleanupEmptyChildNamespaces: true,
});
// #endregion options

// #region new-namespace
io.on("new_namespace", (namespace) => {
  console.log(`namespace ${namespace.name} created`);
});
// #endregion new-namespace

// #region main
// the main namespace "/": io.on() and io.emit() are shortcuts for io.of("/").on() and io.of("/").emit()
io.on("connection", (socket) => {
  console.log(`[/] ${socket.id} connected`);
  socket.join("lobby");
});
// #endregion main

// #region priority
// registered before the regular expression below, which it also matches: a plain namespace,
// open to everyone, that neither the parent's middleware nor its handlers ever see
const demoWorkspace = io.of("/workspace-0");

demoWorkspace.on("connection", (socket) => {
  socket.emit("message", "/workspace-0 is the read-only demo workspace");
});
// #endregion priority

// #region dynamic
// one namespace per workspace: /workspace-1, /workspace-42, ...
const workspaces = io.of(/^\/workspace-\d+$/);

// registered on the parent namespace, applied to every child namespace
workspaces.use((socket, next) => {
  const user = socket.handshake.auth.user;
  if (typeof user !== "string" || user === "") {
    return next(new Error("missing user"));
  }
  socket.data.user = user;
  next();
});

workspaces.on("connection", (socket) => {
  const workspace = socket.nsp; // the child namespace, e.g. /workspace-42
  console.log(`[${workspace.name}] ${socket.id} connected`);

  socket.on("message", (text) => {
    // only the sockets of this workspace receive it
    workspace.emit("message", `${workspace.name} ${socket.data.user}: ${text}`);
  });
});
// #endregion dynamic

// #region admin
const adminNamespace = io.of("/admin");

// this middleware runs for the /admin namespace only
adminNamespace.use((socket, next) => {
  if (socket.handshake.auth.token === "admin-secret") {
    next();
  } else {
    next(new Error("not an admin"));
  }
});

adminNamespace.on("connection", (socket) => {
  console.log(`[/admin] ${socket.id} connected`);
  // a room of the /admin namespace: it has nothing to do with the "lobby" room of "/"
  socket.join("lobby");

  socket.on("announce", (text) => {
    // reaches every socket of the main namespace, not the admins
    io.emit("announcement", text);
  });

  socket.on("maintenance", (text) => {
    // the parent namespace broadcasts to every child namespace at once
    workspaces.emit("maintenance", text);
  });

  socket.on("stats", (callback) => {
    callback({
      mainSockets: io.of("/").sockets.size,
      adminSockets: adminNamespace.sockets.size,
      // same room name, two namespaces, two different rooms
      mainLobby: io.of("/").adapter.rooms.get("lobby")?.size ?? 0,
      adminLobby: adminNamespace.adapter.rooms.get("lobby")?.size ?? 0,
    });
  });
});
// #endregion admin

// #region function
// the members of each tenant, by token (a database in a real application)
const tenantMembers = new Map([
  ["/tenant-acme", new Set(["alice-token"])],
  ["/tenant-globex", new Set(["bob-token"])],
]);

// a namespace is created only for a member of that tenant: the name and the auth payload are both checked
const tenants = io.of((name, auth, next) => {
  next(null, tenantMembers.get(name)?.has(auth.token) ?? false);
});

// once /tenant-acme exists, the function above is not called again for it: check every socket too
tenants.use((socket, next) => {
  if (tenantMembers.get(socket.nsp.name)?.has(socket.handshake.auth.token)) {
    next();
  } else {
    next(new Error("not a member of this tenant"));
  }
});

tenants.on("connection", (socket) => {
  socket.emit("welcome", socket.nsp.name);
});
// #endregion function
