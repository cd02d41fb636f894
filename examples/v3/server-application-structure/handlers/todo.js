const store = require("../store");

module.exports = (io, socket) => {
  const createTodo = (title, callback) => {
    if (typeof callback !== "function") {
      return; // nobody to answer: ignore the event rather than throw
    }
    if (typeof title !== "string" || title.trim() === "") {
      return callback({ error: "a title is required" });
    }
    const todo = store.create(title.trim());
    socket.broadcast.emit("todo:created", todo);
    callback({ data: todo });
  };

  const toggleTodo = (id, callback) => {
    if (typeof callback !== "function") {
      return;
    }
    const todo = store.toggle(id);
    if (!todo) {
      return callback({ error: `no todo with id ${id}` });
    }
    socket.broadcast.emit("todo:updated", todo);
    callback({ data: todo });
  };

  const listTodos = (callback) => {
    if (typeof callback === "function") {
      callback({ data: store.list() });
    }
  };

  socket.on("todo:create", createTodo);
  socket.on("todo:toggle", toggleTodo);
  socket.on("todo:list", listTodos);
};
