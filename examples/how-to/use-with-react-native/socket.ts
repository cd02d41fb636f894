import { io, type Socket } from "socket.io-client";

export type Message = { id: number; text: string };

export interface ServerToClientEvents {
  message: (message: Message) => void;
}

export interface ClientToServerEvents {
  message: (text: string, callback: (response: { ok: boolean }) => void) => void;
}

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

// Called once, at module level (see src/connection.ts), never inside a component.
// autoConnect: false: the app decides when to connect, after its listeners are in place.
// transports: ["websocket"]: React Native has a WebSocket object, so there is no need
// to start with HTTP long-polling and upgrade.
export function createSocket(url: string): AppSocket {
  return io(url, {
    autoConnect: false,
    transports: ["websocket"],
  });
}
