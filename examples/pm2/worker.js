// The application PM2 runs in each worker. With @socket.io/pm2, the PM2 daemon owns the port (PM2_PORT) and
// hands each connection to a worker: this HTTP server never calls listen().
import { createServer } from "node:http";
import { Server } from "socket.io";
import { setupWorker } from "@socket.io/sticky";
import { createAdapter } from "@socket.io/cluster-adapter";

const httpServer = createServer();

const io = new Server(httpServer, {
  adapter: createAdapter(), // broadcasts reach the clients of every worker
});

setupWorker(io); // receives the connections from the daemon, with sticky sessions

io.on("connection", (socket) => {
  socket.emit("hello", `worker ${process.pid}`);

  socket.on("chat message", (text) => {
    io.emit("chat message", `${text} (via worker ${process.pid})`);
  });
});

// #region shutdown
// PM2 stops and reloads a worker with SIGINT, and kills it with SIGKILL 1600 ms later (kill_timeout)
process.on("SIGINT", async () => {
  // disconnects the clients (they reconnect to another worker) and tells the other workers that this one leaves
  await io.close();
  // exits explicitly: listening to SIGINT replaced the default exit
  process.exit(0);
});
// #endregion shutdown

console.log(`worker ${process.pid} ready`);
