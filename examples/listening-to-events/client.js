import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "http://localhost:3000");

// #region listeners
// register listeners once, at the top level, not inside the "connect" handler
socket.on("greeting", (text) => {
  console.log("greeting:", text);
});

socket.onAny((event, ...args) => {
  console.log(`received ${event}`);
});
// #endregion listeners

socket.once("connect", async () => {
  // #region validate
  const bad = await socket.emitWithAck("create todo", { title: 42, color: "red" });
  console.log(bad);
  // { error: "invalid payload", problems: ["title must be a non-empty string", "unknown field: color"] }

  const good = await socket.emitWithAck("create todo", { title: "Buy milk" });
  console.log(good); // { todo: { id: 1, title: "Buy milk", done: false } }
  // #endregion validate

  // #region wrapped
  const result = await socket.emitWithAck("delete todo", 999);
  console.log(result); // { error: "internal error" }
  // #endregion wrapped

  socket.emit("hello");
  socket.emit("hello"); // the server answers the first one only

  socket.emit("vote");
  socket.emit("vote");
  console.log("votes counted:", await socket.emitWithAck("close poll")); // 2
  socket.emit("vote"); // nobody listens any more
  console.log("votes counted:", await socket.emitWithAck("close poll")); // 2

  setTimeout(() => socket.disconnect(), 500);
});
