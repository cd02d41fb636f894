import cluster from "node:cluster";
import http from "node:http";
import { Server } from "socket.io";
import { setupMaster, setupWorker } from "@socket.io/sticky";
import { createAdapter, setupPrimary } from "@socket.io/cluster-adapter";

const WORKERS = 2;
const port = Number(process.env.PORT) || 3000;

if (cluster.isPrimary) {
  // the primary owns the port and hands each connection to a worker
  const httpServer = http.createServer();
  setupMaster(httpServer, {
    loadBalancingMethod: "round-robin", // or "random", "least-connection"
  });
  // relays the packets of the cluster adapter between the workers
  setupPrimary();
  // @socket.io/sticky 2 passes the raw bytes of each request to a worker as a Buffer,
  // which the default JSON serialization of the IPC channel would turn into a plain object
  cluster.setupPrimary({ serialization: "advanced" });
  httpServer.listen(port, () => {
    console.log(`primary ${process.pid} listening on port ${port}`);
  });

  for (let i = 0; i < WORKERS; i++) {
    cluster.fork();
  }
  cluster.on("exit", (worker) => {
    console.log(`worker ${worker.process.pid} died, starting another one`);
    cluster.fork();
  });
} else {
  // the worker's HTTP server never listens: @socket.io/sticky feeds it the connections
  const httpServer = http.createServer();
  const io = new Server(httpServer, {
    adapter: createAdapter(),
  });
  setupWorker(io);

  io.on("connection", (socket) => {
    socket.emit("welcome", `worker ${process.pid}`);

    socket.on("chat message", (text) => {
      // reaches the clients of every worker
      io.emit("chat message", text);
    });
  });
  console.log(`worker ${process.pid} started`);
}
