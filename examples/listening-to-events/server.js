import { Server } from "socket.io";
import { validateTodo } from "./validate.js";

const io = new Server(Number(process.env.PORT) || 3000);

// #region safe
// Wraps a listener: a thrown error (or a rejected promise) is logged, and the
// client gets an answer if it asked for one, instead of crashing the process.
function safe(listener) {
  return async (...args) => {
    try {
      await listener(...args);
    } catch (err) {
      console.error("listener failed:", err.message);
      const callback = args[args.length - 1];
      if (typeof callback === "function") {
        callback({ error: "internal error" });
      }
    }
  };
}
// #endregion safe

const todos = [];
let connections = 0;

io.on("connection", (socket) => {
  connections++;

  // #region catch-all
  socket.onAny((event, ...args) => {
    console.log(`<- ${event}`, args.filter((arg) => typeof arg !== "function"));
  });

  socket.onAnyOutgoing((event, ...args) => {
    console.log(`-> ${event}`, args);
  });
  // #endregion catch-all

  // #region validate
  socket.on("create todo", (payload, callback) => {
    // never trust the client: it may send anything, or no callback at all
    if (typeof callback !== "function") {
      return;
    }
    const problems = validateTodo(payload);
    if (problems.length > 0) {
      return callback({ error: "invalid payload", problems });
    }
    const todo = { id: todos.length + 1, title: payload.title.trim(), done: payload.done ?? false };
    todos.push(todo);
    callback({ todo });
  });
  // #endregion validate

  // #region wrapped
  socket.on(
    "delete todo",
    safe(async (id, callback) => {
      const index = todos.findIndex((todo) => todo.id === id);
      if (index === -1) {
        throw new Error(`no todo with id ${id}`);
      }
      todos.splice(index, 1);
      callback({ deleted: id });
    }),
  );
  // #endregion wrapped

  // #region once-off
  // runs for the first "hello" only
  socket.once("hello", () => {
    socket.emit("greeting", "hello to you too (said once)");
  });

  // counts the votes of this client until it closes the poll; removing a
  // listener needs a reference to the very same function
  let votes = 0;
  const onVote = () => {
    votes++;
  };
  socket.on("vote", onVote);
  socket.on("close poll", (callback) => {
    socket.off("vote", onVote);
    callback(votes);
  });
  // #endregion once-off

  // sends the news to this client; used by the reconnection examples
  socket.on("get news", () => {
    socket.emit("news", `news for connection #${connections}`);
  });
});
