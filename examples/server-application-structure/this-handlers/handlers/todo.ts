// the region runs to the end of the file, so that the CommonJS variant shows its module.exports
// #region handler
import type { Socket } from "socket.io";

export function createTodo(this: Socket, title: string, callback: (response: { data: { title: string } }) => void) {
  const socket = this;
  // ...
  // #endregion handler
  const todo = { title };
  socket.broadcast.emit("todo:created", todo);
  callback({ data: todo });
  // #region handler
}
