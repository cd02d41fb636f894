// Not PM2: used by tests/examples/pm2.test.ts to run worker.js without PM2. It does what the daemon of
// @socket.io/pm2 6.0 does at startup (lib/God.js): an HTTP server on PM2_PORT (8080 by default) with
// @socket.io/sticky's setupMaster() ("least-connection") and the cluster adapter's setupPrimary(), and
// workers forked with the "advanced" serialization. Both sides run @socket.io/sticky 1, as behind the daemon
// (its own dependency is 1.0.4): examples/pm2/package.json pins it, as the page tells readers to.
import cluster from "node:cluster";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { setupMaster } from "@socket.io/sticky";
import { setupPrimary } from "@socket.io/cluster-adapter";

const WORKERS = Math.min(Number(process.env.WORKERS) || 2, 4);

cluster.setupPrimary({
  exec: fileURLToPath(new URL("worker.js", import.meta.url)),
  serialization: "advanced",
});

const httpServer = createServer();
setupMaster(httpServer, { loadBalancingMethod: "least-connection" });
setupPrimary();

for (let i = 0; i < WORKERS; i++) {
  cluster.fork();
}

// PM2 logs the same line ("exited with code [0] via signal [SIGINT]"); the test reads it
cluster.on("exit", (worker, code, signal) => {
  console.log(`worker ${worker.process.pid} exited with code ${code} (signal ${signal})`);
});

httpServer.listen(Number(process.env.PM2_PORT) || 8080, () => {
  console.log(`primary listening on port ${httpServer.address().port}`);
});
