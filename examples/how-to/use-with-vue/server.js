import { createServer } from "node:http";
import { Server } from "socket.io";

const httpServer = createServer();
const io = new Server(httpServer);

io.on("connection", (socket) => {
  console.log(`${socket.id} connected`);

  // the form of the Vue app sends "create-something", every client receives "foo"
  socket.on("create-something", (value, callback) => {
    io.emit("foo", value);
    callback();
  });

  socket.on("disconnect", (reason) => {
    console.log(`${socket.id} disconnected (${reason})`);
  });
});

httpServer.listen(Number(process.env.PORT) || 3000);
