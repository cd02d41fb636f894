const { Server } = require("socket.io");
const registerTodoHandlers = require("./handlers/todo");
const registerPresenceHandlers = require("./handlers/presence");

const port = Number(process.env.PORT) || 3000;
const io = new Server(port);

// server-wide listeners: registered once, here
io.on("connection", (socket) => {
  // per-socket listeners: each module registers its own
  registerTodoHandlers(io, socket);
  registerPresenceHandlers(io, socket);
});

console.log(`listening on port ${port}`);
