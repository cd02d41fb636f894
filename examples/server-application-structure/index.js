import { Server } from "socket.io";
import registerTodoHandlers from "./handlers/todo.js";
import registerPresenceHandlers from "./handlers/presence.js";

const io = new Server(Number(process.env.PORT) || 3000);

io.on("connection", (socket) => {
  // each feature adds its own listeners to the socket
  registerTodoHandlers(io, socket);
  registerPresenceHandlers(io, socket);
});
