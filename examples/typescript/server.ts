import { Server, type Namespace } from "socket.io";
import type {
  AdminClientToServerEvents,
  AdminServerToClientEvents,
  ClientToServerEvents,
  InterServerEvents,
  ServerToClientEvents,
  SocketData,
} from "./events.js";

// #region server
const io = new Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>(
  Number(process.env.PORT) || 3000,
);

io.on("connection", (socket) => {
  // socket is Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>
  socket.data.name = "anonymous";
  io.emit("user count", io.engine.clientsCount);

  socket.on("set name", (name, callback) => {
    // name: string, callback: (result: ...) => void
    if (name.trim() === "") {
      return callback({ ok: false, error: "the name is empty" });
    }
    socket.data.name = name;
    callback({ ok: true });
  });

  socket.on("chat message", (text) => {
    io.emit("chat message", { from: socket.data.name, text });
  });
});

io.on("reload config", (version) => {
  // version: number, sent by another server with io.serverSideEmit("reload config", 2)
  console.log(`reloading the configuration, version ${version}`);
});
// #endregion server

// #region namespace
const admin: Namespace<AdminClientToServerEvents, AdminServerToClientEvents> = io.of("/admin");

admin.on("connection", (socket) => {
  socket.on("get stats", (callback) => {
    callback({ connections: io.engine.clientsCount });
  });
});
// #endregion namespace
