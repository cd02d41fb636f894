/**
 * Chat broadcast under load: 1 000 clients on loopback, joined to the /chat demo, measure how long a message takes
 * to reach every one of them. Starts its own demo server (demo-server/main.ts, a separate process), stops by itself.
 *
 *   npx tsx scripts/bench/demo-chat.ts
 *
 * Phase 1 sends 20 messages a second for 10 seconds (each from a different client, inside the rate limit); phase 2
 * sends 500 messages at once. Latency is from emit() in a client to receipt in each client, all in this process.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {io, type Socket} from 'socket.io-client';
import type {ChatMessage} from '../../demo-server/protocol';
import {freePort, waitForPort} from '../../tests/helpers/processes';

const CLIENTS = 1000;
const STEADY_RATE = 20;
const STEADY_SECONDS = 10;
const BURST = 500;
const PHASE_TIMEOUT_MS = 60_000;
const CONNECT_TIMEOUT_MS = 60_000;

const repoRoot = path.resolve(__dirname, '../..');

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'demo-server/main.ts')], {
    cwd: repoRoot,
    // Every client comes from 127.0.0.1 and the burst is 500 messages: the server-wide caps (measured by the
    // demo-flood bench) are raised so that this one measures the broadcast itself.
    env: {
      ...process.env,
      PORT: String(port),
      REDIS_URL: '',
      DEMO_ALLOWED_ORIGINS: '',
      DEMO_MAX_SOCKETS_PER_ADDRESS: String(2 * CLIENTS),
      DEMO_MAX_CHAT_MEMBERS: String(2 * CLIENTS),
      DEMO_CHAT_MESSAGES_PER_SECOND: String(2 * BURST),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stopServer = () => server.exitCode === null && server.kill('SIGTERM');
  const watchdog = setTimeout(() => {
    console.error('demo-chat bench: gave up after 4 minutes');
    stopServer();
    process.exit(1);
  }, 240_000);
  watchdog.unref();

  const clients: Socket[] = [];
  try {
    await waitForPort(port, 30_000);
    const url = `http://127.0.0.1:${port}/chat`;

    // Connect and join in batches of 100, WebSocket only (no long-polling upgrade dance for 1 000 clients).
    const setupStart = performance.now();
    for (let batch = 0; batch < CLIENTS; batch += 100) {
      await Promise.all(
        Array.from({length: Math.min(100, CLIENTS - batch)}, async (_, i) => {
          const socket = io(url, {transports: ['websocket'], forceNew: true, reconnection: false});
          clients.push(socket);
          await new Promise<void>((resolve, reject) => {
            socket.once('connect', () => resolve());
            socket.once('connect_error', reject);
          });
          const ack = await socket.timeout(CONNECT_TIMEOUT_MS).emitWithAck('join', `bench-${batch + i}`);
          if (!ack.ok) throw new Error(`join refused: ${ack.error}`);
        }),
      );
    }
    console.log(`${CLIENTS} clients connected and joined in ${ms(performance.now() - setupStart)}`);
    // Let the last "user joined" notices drain before measuring.
    await new Promise((resolve) => setTimeout(resolve, 2000));

    const sentAt = new Map<string, number>();
    let latencies: number[] = [];
    let delivered = 0;
    for (const socket of clients) {
      socket.on('message', (message: ChatMessage) => {
        const start = sentAt.get(message.text);
        if (start === undefined) return;
        latencies.push(performance.now() - start);
        delivered += 1;
      });
    }

    let sender = 0;
    const send = (phase: string, n: number) => {
      const text = `${phase} ${n}`;
      sentAt.set(text, performance.now());
      clients[sender++ % CLIENTS].emit('message', text, () => {});
    };

    async function phase(name: string, messages: number, run: () => Promise<void>) {
      latencies = [];
      delivered = 0;
      const expected = messages * CLIENTS;
      const start = performance.now();
      await run();
      const deadline = Date.now() + PHASE_TIMEOUT_MS;
      while (delivered < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      const seconds = (performance.now() - start) / 1000;
      latencies.sort((a, b) => a - b);
      console.log(
        `${name}: ${messages} messages to ${CLIENTS} clients, ${delivered}/${expected} deliveries in ${seconds.toFixed(2)} s` +
          ` | latency p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? NaN)}` +
          ` | ${(messages / seconds).toFixed(0)} messages/s, ${(delivered / seconds).toFixed(0)} deliveries/s`,
      );
    }

    await phase(`steady ${STEADY_RATE}/s`, STEADY_RATE * STEADY_SECONDS, async () => {
      for (let n = 0; n < STEADY_RATE * STEADY_SECONDS; n++) {
        send('steady', n);
        await new Promise((resolve) => setTimeout(resolve, 1000 / STEADY_RATE));
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await phase(`burst of ${BURST}`, BURST, async () => {
      for (let n = 0; n < BURST; n++) send('burst', n);
    });
    console.log('(server and clients share this machine: the figures include the clients\' own decoding work)');
  } finally {
    for (const socket of clients) socket.disconnect();
    stopServer();
    clearTimeout(watchdog);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
