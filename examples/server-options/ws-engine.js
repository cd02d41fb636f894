import { WebSocketServer } from "ws";
import { Server } from "socket.io";

const io = new Server({
  wsEngine: WebSocketServer,
});

io.listen(Number(process.env.PORT) || 3000);
