const { io } = require("socket.io-client");

const url = process.env.SERVER_URL || "http://localhost:3000";

// #region client
// three namespaces, one WebSocket connection: the Manager is shared
const main = io(url);
const admin = io(`${url}/admin`, { auth: { token: "s3cr3t" } });
const workspace = io(`${url}/workspace-1`);
console.log("same Manager:", main.io === admin.io && admin.io === workspace.io); // true

// forceNew: a Manager, and a connection, of its own
const separate = io(`${url}/team-blue`, { forceNew: true, auth: { team: "blue" } });
console.log("separate Manager:", separate.io !== main.io); // true
// #endregion client

for (const [name, socket] of Object.entries({ main, admin, workspace, separate })) {
  socket.on("connect", () => console.log(`${name}: connected`));
}
admin.on("admin news", (text) => console.log(`admin news: ${text}`));
workspace.on("hello", (text) => console.log(`workspace: ${text}`));

// #region errors
// refused by the middleware of /admin
io(`${url}/admin`, { auth: { token: "wrong" } }).on("connect_error", (err) => {
  console.log(`admin with a wrong token: ${err.message}`); // not an admin
});

// no namespace of that name, and no dynamic namespace accepts it
io(`${url}/nowhere`).on("connect_error", (err) => {
  console.log(`nowhere: ${err.message}`); // Invalid namespace
});
// #endregion errors
