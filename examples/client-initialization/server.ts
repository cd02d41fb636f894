import { Server, type Socket } from "socket.io";

const io = new Server(Number(process.env.PORT) || 3000);

// tells each client what the server received in its handshake
function describe(socket: Socket) {
  const { auth, query, headers } = socket.handshake;
  return {
    namespace: socket.nsp.name,
    auth,
    room: query.room,
    clientVersion: headers["x-client-version"],
  };
}

io.on("connection", (socket) => {
  socket.emit("handshake", describe(socket));
});

io.of("/admin").on("connection", (socket) => {
  socket.emit("handshake", describe(socket));
});
