const cluster = require("cluster");
const http = require("http");
const { Server } = require("socket.io");
const { setupMaster, setupWorker } = require("@socket.io/sticky");

const WORKERS = 2;
const port = Number(process.env.PORT) || 3000;

if (cluster.isMaster) {
  // the primary process owns the port and hands each connection to a worker
  const httpServer = http.createServer();
  setupMaster(httpServer, {
    loadBalancingMethod: "least-connection", // or "round-robin", "random"
  });
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
  const io = new Server(httpServer);
  setupWorker(io);

  io.on("connection", (socket) => {
    socket.emit("welcome", `worker ${process.pid}`);

    socket.on("chat message", (text, callback) => {
      // without a shared adapter, this reaches the clients of this worker only
      io.emit("chat message", text);
      callback(`handled by worker ${process.pid}`);
    });
  });
  console.log(`worker ${process.pid} started`);
}
