const { Server } = require("socket.io");

const io = new Server(Number(process.env.PORT) || 3000);

// #region main
// the main namespace, "/": io.on() is short for io.of("/").on()
io.on("connection", (socket) => {
  console.log(`main: ${socket.id} connected to ${socket.nsp.name}`);
});
// #endregion main

// #region admin
const admin = io.of("/admin");

// this middleware runs for the connections to /admin only
admin.use((socket, next) => {
  if (socket.handshake.auth.token === "s3cr3t") {
    next();
  } else {
    next(new Error("not an admin"));
  }
});

admin.on("connection", (socket) => {
  console.log(`admin: ${socket.id} connected`);
  socket.join("ops");
  // rooms of /admin: the main namespace has its own "ops" room, if any
  admin.to("ops").emit("admin news", "welcome to /admin");
});
// #endregion admin

// #region dynamic
// any namespace whose name matches: /workspace-1, /workspace-42...
const workspaces = io.of(/^\/workspace-\d+$/);

workspaces.on("connection", (socket) => {
  const workspace = socket.nsp; // the child namespace, e.g. /workspace-1
  console.log(`workspace: ${socket.id} connected to ${workspace.name}`);
  workspace.emit("hello", `welcome to ${workspace.name}`);
});

// a function decides, with the name and the auth payload of the client
io.of((name, auth, next) => {
  next(null, name.startsWith("/team-") && auth.team === name.slice(6));
}).on("connection", (socket) => {
  console.log(`team: ${socket.id} connected to ${socket.nsp.name}`);
});
// #endregion dynamic
