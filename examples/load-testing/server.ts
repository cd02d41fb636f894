// The server under test: it answers "ping" with an acknowledgement and prints what to watch while the load runs.
import { createServer } from "node:http";
import { readdirSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { Server } from "socket.io";

const port = Number(process.env.PORT) || 3000;
const STATS_INTERVAL = Number(process.env.STATS_INTERVAL) || 5000; // ms between two stats lines

const httpServer = createServer();
const io = new Server(httpServer);

io.on("connection", (socket) => {
  // the acknowledgement goes back to the client, which measures the round trip
  socket.on("ping", (callback) => {
    callback();
  });
});

// #region stats
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
let lastCpu = process.cpuUsage();
let lastTime = performance.now();

function openFileDescriptors() {
  try {
    return readdirSync("/proc/self/fd").length; // Linux only
  } catch {
    return "n/a";
  }
}

setInterval(() => {
  const cpu = process.cpuUsage(lastCpu); // microseconds since the last reading
  const elapsed = performance.now() - lastTime; // milliseconds
  const cpuPercent = ((cpu.user + cpu.system) / 1000 / elapsed) * 100;
  const { rss, heapUsed } = process.memoryUsage();
  const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

  console.log(
    `clients ${io.engine.clientsCount}` +
      ` | fds ${openFileDescriptors()}` +
      ` | cpu ${cpuPercent.toFixed(0)}%` +
      ` | rss ${mib(rss)} MiB | heap ${mib(heapUsed)} MiB` +
      ` | event loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms`,
  );

  loopDelay.reset();
  lastCpu = process.cpuUsage();
  lastTime = performance.now();
}, STATS_INTERVAL).unref();
// #endregion stats

httpServer.listen(port, () => {
  console.log(`server listening on port ${port}`);
});
