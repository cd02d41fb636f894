import { io, type Socket } from "socket.io-client";

export type Message = { id: number; from: string; text: string };

export interface ServerToClientEvents {
  message: (message: Message) => void;
}

export interface ClientToServerEvents {
  message: (text: string, callback: (response: { ok: boolean }) => void) => void;
}

// One socket for the whole app, created when this module is first imported.
// No URL: the socket connects to the origin of the page (the dev server proxies /socket.io).
// autoConnect: false, so that the components decide when to connect.
export const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
  autoConnect: false,
});
