import type { Server, Socket } from "socket.io";
import { createTodo, listTodos, toggleTodo } from "../store.js";

type Todo = ReturnType<typeof createTodo>;
type Reply<T> = (response: { data: T } | { error: string }) => void;

export default function registerTodoHandlers(io: Server, socket: Socket) {
  // #region handlers
  const create = (title: unknown, callback: Reply<Todo>) => {
    if (typeof title !== "string" || title.trim() === "") {
      return callback({ error: "a title is required" });
    }
    const todo = createTodo(title.trim());
    // tell the other clients, answer the sender through the acknowledgement
    socket.broadcast.emit("todo:created", todo);
    callback({ data: todo });
  };

  const toggle = (id: number, callback: Reply<Todo>) => {
    const todo = toggleTodo(id);
    if (!todo) {
      return callback({ error: "unknown todo" });
    }
    io.emit("todo:updated", todo);
    callback({ data: todo });
  };

  const list = (callback: Reply<Todo[]>) => {
    callback({ data: listTodos() });
  };

  socket.on("todo:create", create);
  socket.on("todo:toggle", toggle);
  socket.on("todo:list", list);
  // #endregion handlers
}
