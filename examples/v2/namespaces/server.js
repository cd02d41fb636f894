const io = require("socket.io")(Number(process.env.PORT) || 3000);

// #region main
// the main namespace, "/": every client connects to it, even one that asked
// only for another namespace
io.on("connection", (socket) => {
  console.log(`main namespace: ${socket.id}`);
});
// #endregion main

// #region admin
const admin = io.of("/admin");

// a middleware of this namespace only
admin.use((socket, next) => {
  if (socket.handshake.query.token === "secret") {
    next();
  } else {
    next(new Error("not authorized"));
  }
});

admin.on("connection", (socket) => {
  // in a namespace other than "/", the id is "<namespace>#<engine id>"
  console.log(`admin namespace: ${socket.id}`);
  socket.emit("stats", { clients: Object.keys(admin.connected).length });
});
// #endregion admin

// #region dynamic
// dynamic namespaces (socket.io 2.1+): "/workspace-1", "/workspace-2"... are
// created when a client first connects to them
const workspaces = io.of(/^\/workspace-\d+$/);

workspaces.on("connection", (socket) => {
  const workspace = socket.nsp; // the child namespace, such as "/workspace-1"
  console.log(`joined ${workspace.name}`);
  // to the sockets of this workspace only
  workspace.emit("hello", `someone joined ${workspace.name}`);
});
// #endregion dynamic
