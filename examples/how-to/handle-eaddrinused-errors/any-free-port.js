import { createServer } from "node:http";
import { Server } from "socket.io";

const httpServer = createServer();
const io = new Server(httpServer);

io.on("connection", (socket) => {
  socket.emit("hello", `served by process ${process.pid}`);
});

// port 0: the operating system picks a port that is free at this moment
httpServer.listen(0, () => {
  const { port } = httpServer.address();
  console.log(`listening on http://localhost:${port}`);
});
