// This file must NOT compile: the compiler catches each mistake below.
import { Server } from "socket.io";
import { io, type Socket } from "socket.io-client";
import type { ClientToServerEvents, InterServerEvents, ServerToClientEvents, SocketData } from "./events.js";

const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io("http://localhost:3000");

// #region errors
// a number where the event expects a string
socket.emit("chat message", 42);

// an event that is not in ClientToServerEvents
socket.emit("chat mesage", "hello");

// a listener whose parameter does not match ServerToClientEvents
socket.on("user count", (count: string) => {
  console.log(count.toUpperCase());
});
// #endregion errors

// #region server-errors
const server = new Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>();

server.on("connection", (serverSocket) => {
  // a property that SocketData does not declare
  serverSocket.data.age = 30;

  // the acknowledgement must receive one of the declared result types
  serverSocket.on("set name", (name, callback) => {
    callback({ ok: "yes" });
  });
});
// #endregion server-errors
