import { createServer } from "node:http";
import { Server } from "socket.io";
import { TodoStore } from "./todo-store.js";
import { validateTodo } from "./validation.js";

const httpServer = createServer();
const io = new Server(httpServer, {
  cors: { origin: "http://localhost:8080" },
});
const todos = new TodoStore();

// #region handlers
io.on("connection", (socket) => {
  // every handler ends with callback({ data }) or callback({ error })
  socket.on("todo:list", (callback) => {
    if (typeof callback !== "function") return;
    callback({ data: todos.findAll() });
  });

  socket.on("todo:create", (payload, callback) => {
    if (typeof callback !== "function") return;
    const error = validateTodo(payload, { withId: false });
    if (error) {
      return callback({ error });
    }
    const todo = todos.create({ title: payload.title.trim(), completed: payload.completed });
    callback({ data: todo });
    socket.broadcast.emit("todo:created", todo);
  });

  socket.on("todo:update", (payload, callback) => {
    if (typeof callback !== "function") return;
    const error = validateTodo(payload, { withId: true });
    if (error) {
      return callback({ error });
    }
    if (!todos.findById(payload.id)) {
      return callback({ error: "todo not found" });
    }
    const todo = todos.update({ id: payload.id, title: payload.title.trim(), completed: payload.completed });
    callback({ data: todo });
    socket.broadcast.emit("todo:updated", todo);
  });

  socket.on("todo:delete", (id, callback) => {
    if (typeof callback !== "function") return;
    if (!todos.delete(id)) {
      return callback({ error: "todo not found" });
    }
    callback({ data: id });
    socket.broadcast.emit("todo:deleted", id);
  });
});
// #endregion handlers

const port = Number(process.env.PORT) || 3000;
httpServer.listen(port, () => {
  console.log(`todo server listening on port ${port}`);
});
