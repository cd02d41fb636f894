import type { Server, Socket } from "socket.io";

export default function registerPresenceHandlers(io: Server, socket: Socket) {
  // announce the newcomer to everybody else
  socket.broadcast.emit("presence:joined", socket.id);

  socket.on("presence:count", (callback: (count: number) => void) => {
    callback(io.engine.clientsCount);
  });

  socket.on("disconnect", () => {
    io.emit("presence:left", socket.id);
  });
}
