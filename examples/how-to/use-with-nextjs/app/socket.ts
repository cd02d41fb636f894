"use client";

import { io, type Socket } from "socket.io-client";

interface ServerToClientEvents {
  hello: (text: string) => void;
}

interface ClientToServerEvents {
  ping: (callback: (serverTime: number) => void) => void;
}

// Same origin as the page: the custom server serves Next.js and Socket.IO on one port.
// Next.js also evaluates this module on the server when it prerenders the client components:
// thanks to autoConnect: false, the socket created there never connects.
export const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
  autoConnect: false,
});
