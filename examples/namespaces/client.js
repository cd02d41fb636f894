import { io } from "socket.io-client";

const URL = process.env.SERVER_URL || "http://localhost:3000";

// #region client
// the main namespace
const socket = io(URL);

// the /admin namespace, over the same connection
const adminSocket = io(`${URL}/admin`, {
  auth: { token: "admin-secret" },
});

// a dynamic namespace, still over the same connection
const workspaceSocket = io(`${URL}/workspace-42`, {
  auth: { user: "alice" },
});

console.log(`one Manager for all: ${socket.io === adminSocket.io && socket.io === workspaceSocket.io}`);
// #endregion client

socket.on("connect", () => console.log(`connected to / as ${socket.id}`));
socket.on("announcement", (text) => console.log(`announcement: ${text}`));

adminSocket.on("connect", async () => {
  console.log(`connected to /admin as ${adminSocket.id}`);
  adminSocket.emit("announce", "the server restarts at noon");
  console.log(`stats: ${JSON.stringify(await adminSocket.emitWithAck("stats"))}`);
});

workspaceSocket.on("connect", () => {
  workspaceSocket.emit("message", "hello workspace");
});
workspaceSocket.on("message", (text) => console.log(`workspace message: ${text}`));

// #region invalid
// no namespace matches "/unknown": the server refuses it
const unknownSocket = io(`${URL}/unknown`);

unknownSocket.on("connect_error", (err) => {
  console.log(`connect_error on /unknown: ${err.message}`); // "Invalid namespace"
});
// #endregion invalid
