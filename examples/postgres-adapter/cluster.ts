import cluster from "node:cluster";
import http from "node:http";
import { availableParallelism } from "node:os";
import pg from "pg";
import { Server } from "socket.io";
import { setupMaster, setupWorker } from "@socket.io/sticky";
import { setupPrimary } from "@socket.io/postgres-adapter";
import { createAdapter } from "@socket.io/cluster-adapter";

const port = Number(process.env.PORT) || 3000;
// one worker per CPU core is the usual choice; the sample runs two by default
const workerCount = Number(process.env.WORKERS) || Math.min(2, availableParallelism());

// #region primary
if (cluster.isPrimary) {
  // the only PostgreSQL client of this machine: the workers have none
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL || "postgres://postgres@localhost:5432/postgres",
  });
  pool.on("connect", (client) => {
    client.on("error", (err) => console.error("PostgreSQL client:", err.message));
  });
  pool.on("error", (err) => console.error("PostgreSQL pool:", err.message));

  // same table as in server.js: created here if missing
  const { rows } = await pool.query("SELECT to_regclass('socket_io_attachments') AS found");
  if (!rows[0].found) {
    await pool.query(`
      CREATE TABLE IF NOT EXISTS socket_io_attachments (
        id          bigserial UNIQUE,
        created_at  timestamptz DEFAULT NOW(),
        payload     bytea
      );
    `);
  }

  // @socket.io/postgres-adapter 0.5.0 reads require("cluster").default, which
  // Node.js does not define: without this line, setupPrimary() throws
  // "Cannot read properties of undefined (reading 'isPrimary')"
  (cluster as typeof cluster & { default?: typeof cluster }).default ??= cluster;

  // LISTEN/NOTIFY for the whole machine, and the relay between its workers
  // (it replaces the setupPrimary() of @socket.io/cluster-adapter: call only this one)
  setupPrimary(pool, {
    errorHandler: (err) => console.error("Postgres adapter:", err.message),
  });

  // sticky sessions, as on the cluster adapter page
  const httpServer = http.createServer();
  setupMaster(httpServer, { loadBalancingMethod: "least-connection" });
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
  const httpServer = http.createServer();

  // the cluster adapter: its messages go to the primary, which relays them
  // to the other workers and, through PostgreSQL, to the other machines
  const io = new Server(httpServer, {
    adapter: createAdapter(),
  });

  setupWorker(io);

  io.on("connection", (socket) => {
    socket.emit("welcome", process.pid);

    socket.on("chat message", (text) => {
      io.emit("chat message", text);
    });
  });

  console.log(`worker ${process.pid} ready`);
}
// #endregion worker
