import { io, type Socket } from "socket.io-client";
import type {
  AdminClientToServerEvents,
  AdminServerToClientEvents,
  ClientToServerEvents,
  ServerToClientEvents,
} from "./events.js";

const SERVER_URL = process.env.SERVER_URL || "http://localhost:3000";

// #region client
// on the client, the two maps are in the other order: first what it listens to, then what it emits
const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(SERVER_URL);

socket.on("chat message", (message) => {
  // message: ChatMessage
  console.log(`${message.from}: ${message.text}`);
  socket.disconnect();
  admin.disconnect();
});

socket.on("connect", async () => {
  // emitWithAck() returns a Promise of the type of the callback's argument, but after timeout()
  // socket.io-client types it as `any`: the annotation keeps the checks below
  const result: { ok: true } | { ok: false; error: string } = await socket
    .timeout(5000)
    .emitWithAck("set name", "Ana");
  if (result.ok) {
    socket.emit("chat message", "hello from TypeScript");
  } else {
    console.log(result.error); // narrowed: only the { ok: false } case has `error`
  }
});
// #endregion client

// #region admin-client
const admin: Socket<AdminServerToClientEvents, AdminClientToServerEvents> = io(`${SERVER_URL}/admin`);

admin.on("connect", () => {
  admin.emit("get stats", (stats) => {
    console.log(`connections: ${stats.connections}`);
  });
});
// #endregion admin-client
