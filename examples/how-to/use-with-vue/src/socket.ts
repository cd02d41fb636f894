import { io, type Socket } from "socket.io-client";

export interface ServerToClientEvents {
  foo: (value: string) => void;
}

export interface ClientToServerEvents {
  "create-something": (value: string, callback: () => void) => void;
}

// No URL: the client connects to the host that served the page
// (in development, the Vite proxy forwards /socket.io/ to the Socket.IO server).
// The connection opens when a component calls socket.connect().
export const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
  autoConnect: false,
});
