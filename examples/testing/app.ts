// The application under test: every event handler is registered here,
// so that tests can attach them to a server of their own.
import type { Server } from "socket.io";

// the events of the application and their arguments: the compiler checks every emit and listener
export interface ClientToServerEvents {
  sum: (a: number, b: number, callback: (reply: { result?: number; error?: string }) => void) => void;
  join: (room: string, callback: (reply: { joined: string }) => void) => void;
  "chat message": (room: string, text: string) => void;
}

export interface ServerToClientEvents {
  "chat message": (message: { from: string; text: string }) => void;
}

export function registerHandlers(io: Server<ClientToServerEvents, ServerToClientEvents>) {
  io.on("connection", (socket) => {
    // #region handlers
    // acknowledgement: the client gets the result (or an error) back
    socket.on("sum", (a, b, callback) => {
      if (typeof a !== "number" || typeof b !== "number") {
        return callback({ error: "sum expects two numbers" });
      }
      callback({ result: a + b });
    });

    socket.on("join", (room, callback) => {
      socket.join(room);
      callback({ joined: room });
    });

    // broadcast to the other members of the room (not to the sender)
    socket.on("chat message", (room, text) => {
      socket.to(room).emit("chat message", { from: socket.id, text });
    });
    // #endregion handlers
  });
}
