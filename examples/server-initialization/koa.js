import { createServer } from "node:http";
import Koa from "koa";
import { Server } from "socket.io";

const app = new Koa();
const httpServer = createServer(app.callback());
const io = new Server(httpServer, {
  // options
});

io.on("connection", (socket) => {
  // ...
});

httpServer.listen(Number(process.env.PORT) || 3000);
