import { createServer } from "node:http";
import { Server } from "socket.io";

const httpServer = createServer();
const io = new Server(httpServer, {
  pingInterval: 10000,
  pingTimeout: 5000,
  maxHttpBufferSize: 1e8, // 100 MB, for file uploads
  cors: {
    origin: "https://example.com",
  },
});

httpServer.listen(Number(process.env.PORT) || 3000);
