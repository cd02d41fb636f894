// the region runs to the end of the file, so that the CommonJS variant shows its module.exports
// #region handler
export function createTodo(title, callback) {
  const socket = this;
  // ...
  // #endregion handler
  const todo = { title };
  socket.broadcast.emit("todo:created", todo);
  callback({ data: todo });
  // #region handler
}
