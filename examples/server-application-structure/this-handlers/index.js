import { Server } from "socket.io";
// #region index
import { createTodo } from "./handlers/todo.js";
// #endregion index

const io = new Server(Number(process.env.PORT) || 3000);

// #region index

io.on("connection", (socket) => {
  socket.on("todo:create", createTodo);
});
// #endregion index
