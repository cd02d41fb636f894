import { createServer } from "node:http";
import { Server } from "socket.io";

const httpServer = createServer();
const io = new Server(httpServer, {
  pingInterval: 10000,
  cors: { origin: "https://example.com" },
});

httpServer.listen(Number(process.env.PORT) || 3000);
