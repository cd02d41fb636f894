import cluster from "node:cluster";
import http from "node:http";
import { availableParallelism } from "node:os";
import { Server } from "socket.io";
import { setupMaster, setupWorker } from "@socket.io/sticky";
import { createAdapter, setupPrimary } from "@socket.io/cluster-adapter";

const port = Number(process.env.PORT) || 3000;
// one worker per CPU core is the usual choice; the sample runs two by default
const workerCount = Number(process.env.WORKERS) || Math.min(2, availableParallelism());

// #region primary
if (cluster.isPrimary) {
  const httpServer = http.createServer();

  // sticky sessions: every HTTP request of a Socket.IO session reaches the same worker
  setupMaster(httpServer, {
    loadBalancingMethod: "least-connection", // or "round-robin", "random"
  });

  // relays the messages of the cluster adapter between the workers
  setupPrimary();

  // @socket.io/sticky 2 passes the raw bytes of each request to a worker as a Buffer,
  // which the default JSON serialization of the IPC channel would turn into a plain object
  cluster.setupPrimary({ serialization: "advanced" });

  httpServer.listen(port, () => {
    console.log(`primary ${process.pid} listening on port ${port}`);
  });

  for (let i = 0; i < workerCount; i++) {
    cluster.fork();
  }

  cluster.on("exit", (worker, code, signal) => {
    console.log(`worker ${worker.process.pid} died (${signal || code}), starting a new one`);
    cluster.fork();
  });
}
// #endregion primary

// #region worker
if (cluster.isWorker) {
  // this HTTP server never listens: @socket.io/sticky hands it the connections
  const httpServer = http.createServer();

  const io = new Server(httpServer, {
    adapter: createAdapter({
      heartbeatInterval: 5_000, // default
      heartbeatTimeout: 10_000, // default
    }),
  });

  setupWorker(io);

  io.on("connection", (socket) => {
    socket.emit("welcome", process.pid);

    socket.on("announce", (text) => {
      // reaches the clients of every worker
      io.emit("announcement", `${text} (from worker ${process.pid})`);
    });

    socket.on("who is online", async (callback) => {
      try {
        // asks every worker for its sockets and merges the answers
        const sockets = await io.fetchSockets();
        callback(sockets.map((s) => s.id));
      } catch (err) {
        // a worker did not answer in time (5 seconds by default)
        callback(err.message);
      }
    });

    socket.on("list workers", (callback) => {
      // one answer per other worker
      io.serverSideEmit("whoami", (err, pids) => {
        callback(err ? err.message : [process.pid, ...pids]);
      });
    });
  });

  // a server-side event from another worker
  io.on("whoami", (callback) => {
    callback(process.pid);
  });

  console.log(`worker ${process.pid} ready`);
}
// #endregion worker
