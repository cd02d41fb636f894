import { createServer } from "node:http";
import { Server } from "socket.io";

const httpServer = createServer((req, res) => {
  res.end("regular HTTP response");
});
const io = new Server(httpServer, {
  cors: { origin: "https://example.com" },
});
httpServer.listen(Number(process.env.PORT) || 3000);
