// Opens CLIENTS Socket.IO connections to a server on this machine, sends acknowledged "ping" events for DURATION
// seconds, then prints the connection time and the round-trip latency (p50, p99) and exits.
import { io } from "socket.io-client";
import type { Socket } from "socket.io-client";
import { monitorEventLoopDelay } from "node:perf_hooks";

// #region config
const SERVER_URL = process.env.SERVER_URL || "http://localhost:3000";
const CLIENTS = Math.min(Number(process.env.CLIENTS) || 100, 10_000); // at most 10,000 connections
const DURATION = Math.min(Number(process.env.DURATION) || 10, 300); // seconds of load, at most 5 minutes
const RAMP_UP = Math.min(Number(process.env.RAMP_UP) || 1, 60); // seconds to open all the connections
const PING_INTERVAL = Number(process.env.PING_INTERVAL) || 1000; // ms between two pings of one client
const TRANSPORTS = (process.env.TRANSPORTS || "polling,websocket").split(","); // as a browser does by default

// this script is for your own server on this machine: refuse anything else
const { hostname } = new URL(SERVER_URL);
if (!["localhost", "127.0.0.1", "[::1]"].includes(hostname)) {
  console.error(`refusing to load test ${hostname}: only a server on this machine (localhost) is allowed`);
  process.exit(1);
}
// #endregion config

const connectionTimes: number[] = []; // ms from io() to the "connect" event
const roundTrips: number[] = []; // ms from emit() to the acknowledgement
let connectErrors = 0;
let ackTimeouts = 0;
let unexpectedDisconnects = 0;
let stopping = false;
const sockets: Socket[] = [];
const pingTimers: ReturnType<typeof setInterval>[] = [];

// the client machine can be the bottleneck: watch its own event loop too
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

// #region client
function startClient() {
  const startedAt = performance.now();
  const socket = io(SERVER_URL, {
    transports: TRANSPORTS,
    forceNew: true, // one connection per simulated user, as separate browsers would do
    reconnection: false, // a failure is counted, not hidden by a reconnection
  });
  sockets.push(socket);

  socket.once("connect", () => {
    connectionTimes.push(performance.now() - startedAt);

    const timer = setInterval(async () => {
      const sentAt = performance.now();
      try {
        await socket.timeout(5000).emitWithAck("ping");
        roundTrips.push(performance.now() - sentAt);
      } catch {
        if (!stopping) ackTimeouts++; // no acknowledgement within 5 seconds
      }
    }, PING_INTERVAL);
    pingTimers.push(timer);
  });

  socket.on("connect_error", () => {
    connectErrors++;
  });

  socket.on("disconnect", (reason) => {
    if (!stopping && reason !== "io client disconnect") unexpectedDisconnects++;
  });
}
// #endregion client

// #region report
function percentile(values: number[], p: number) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]; // nearest-rank method
}

function summary(values: number[]) {
  const f = (v: number) => v.toFixed(1);
  return `p50 ${f(percentile(values, 50))} ms | p99 ${f(percentile(values, 99))} ms | max ${f(percentile(values, 100))} ms`;
}

function report() {
  console.log(`target: ${SERVER_URL}, transports: ${TRANSPORTS.join(",")}`);
  console.log(`clients: ${connectionTimes.length}/${CLIENTS} connected, ${connectErrors} connection errors`);
  console.log(`connection time: ${summary(connectionTimes)}`);
  console.log(`round trip: ${roundTrips.length} acks, ${ackTimeouts} timeouts | ${summary(roundTrips)}`);
  console.log(`unexpected disconnections: ${unexpectedDisconnects}`);
  console.log(`load generator event loop delay: p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms`);
}
// #endregion report

// #region run
// ramp-up: spread the new connections evenly instead of opening them all at once
for (let i = 0; i < CLIENTS; i++) {
  setTimeout(startClient, (i * RAMP_UP * 1000) / CLIENTS);
}

// after the ramp-up and DURATION seconds of load, stop everything and report
setTimeout(() => {
  stopping = true;
  pingTimers.forEach((timer) => clearInterval(timer));
  sockets.forEach((socket) => socket.disconnect());
  report();
  process.exit(0);
}, (RAMP_UP + DURATION) * 1000);
// #endregion run
