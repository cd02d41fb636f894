const io = require("socket.io-client");

const url = process.env.SERVER_URL || "http://localhost:3000";

// #region client
// three sockets, one connection: the sockets of one URL share its Manager
const main = io(url);
const admin = io(`${url}/admin`, { query: { token: "secret" } });
const workspace = io(`${url}/workspace-1`);
// #endregion client

main.on("connect", () => console.log("main connected:", main.id));
admin.on("stats", (stats) => console.log("admin stats:", JSON.stringify(stats)));
workspace.on("hello", (text) => console.log("workspace:", text));

// a namespace that no rule creates
const unknown = io(`${url}/unknown`);
unknown.on("error", (error) => console.log("unknown namespace:", error));

console.log("same connection:", main.io === admin.io && admin.io === workspace.io);
