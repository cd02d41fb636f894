import { createServer } from "node:http";
import { Server } from "socket.io";

const httpServer = createServer();
const io = new Server(httpServer); // io: a Server
const namespace = io.of("/orders"); // namespace: a Namespace
const operator = io.to("room1"); // operator: a BroadcastOperator

io.on("connection", (socket) => {
  // socket: a server-side Socket
  // socket.client: its Client
});

httpServer.listen(Number(process.env.PORT) || 3000);
