import { Server } from "socket.io";
import { WebSocketServer } from "ws";

const io = new Server(Number(process.env.PORT) || 3000, {
  // this is the default value; pass another ws-compatible server class here
  wsEngine: WebSocketServer,
});
