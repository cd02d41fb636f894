import { createServer } from "node:http";
import next from "next";
import { Server } from "socket.io";

// #region next
const dev = process.env.NODE_ENV !== "production";
const hostname = process.env.HOSTNAME || "localhost";
const port = Number(process.env.PORT) || 3000;

const app = next({ dev, hostname, port });
const handler = app.getRequestHandler();

await app.prepare();
// #endregion next

// #region socket
const httpServer = createServer(handler);
const io = new Server(httpServer);

io.on("connection", (socket) => {
  console.log(`connected: ${socket.id} (${socket.conn.transport.name})`);
  socket.emit("hello", "welcome to the Next.js app");

  socket.on("ping", (callback) => {
    if (typeof callback === "function") {
      callback(Date.now());
    }
  });
});

httpServer.listen(port, () => {
  console.log(`ready on http://${hostname}:${port} (${dev ? "development" : "production"})`);
});
// #endregion socket
