import { createTodo, listTodos, toggleTodo } from "../store.js";

export default function registerTodoHandlers(io, socket) {
  // #region handlers
  const create = (title, callback) => {
    if (typeof title !== "string" || title.trim() === "") {
      return callback({ error: "a title is required" });
    }
    const todo = createTodo(title.trim());
    // tell the other clients, answer the sender through the acknowledgement
    socket.broadcast.emit("todo:created", todo);
    callback({ data: todo });
  };

  const toggle = (id, callback) => {
    const todo = toggleTodo(id);
    if (!todo) {
      return callback({ error: "unknown todo" });
    }
    io.emit("todo:updated", todo);
    callback({ data: todo });
  };

  const list = (callback) => {
    callback({ data: listTodos() });
  };

  socket.on("todo:create", create);
  socket.on("todo:toggle", toggle);
  socket.on("todo:list", list);
  // #endregion handlers
}
