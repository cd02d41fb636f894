import { Server } from "socket.io";

const port = Number(process.env.PORT) || 3000;

// #region server
const io = new Server({
  // no HTTP long-polling: a client that still tries it gets an error at once
  transports: ["websocket"],
});
// #endregion server

io.on("connection", (socket) => {
  socket.emit("welcome", `server on port ${port}, over ${socket.conn.transport.name}`);
});

io.listen(port);
