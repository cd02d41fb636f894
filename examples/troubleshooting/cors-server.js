import { Server } from "socket.io";

// #region cors
const io = new Server(Number(process.env.PORT) || 3000, {
  cors: {
    // the origin of the page that runs the client: scheme, host and port
    origin: ["http://localhost:8080"],
  },
});
// #endregion cors

io.on("connection", (socket) => {
  console.log("connected:", socket.id);
});
