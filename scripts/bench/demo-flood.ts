/**
 * The demo server under a flood: how many sockets one address gets, how much of a flood reaches the chat, and what
 * a well-behaved visitor feels (acknowledgement latency of its messages) with and without the flood. Starts its own
 * demo server (demo-server/main.ts, a separate process, default limits), loopback only, stops by itself.
 *
 *   npm run bench -- demo-flood
 *
 * Polite visitors: 10 clients, each from its own loopback address (127.0.1.x), sending one message a second (inside
 * their own bucket), and a reader counting what reaches the chat. Three phases of 6 seconds: no flood; 400 sockets
 * from one address (127.0.0.1) sending 2 000 messages; 5 sockets from each of 40 addresses (127.0.2.x), as many as
 * the chat's member cap lets in, 2 000 messages again: the per-address cap does not stop those, the total rate must.
 */
import {spawn} from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import {io, type Socket} from 'socket.io-client';
import type {Ack, ChatMessage} from '../../demo-server/protocol';
import {freePort, waitForPort} from '../../tests/helpers/processes';

const POLITE = 10;
const PHASE_SECONDS = 6;
const FLOOD_MESSAGES = 2000;
const repoRoot = path.resolve(__dirname, '../..');

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A chat socket from `localAddress`; resolves with the socket, or with the refusal's message. */
function connect(url: string, localAddress: string): Promise<Socket | string> {
  const socket = io(url, {
    forceNew: true,
    reconnection: false,
    transports: ['websocket'],
    localAddress,
    agent: new http.Agent({localAddress}),
  } as object);
  return new Promise((resolve) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.disconnect();
      resolve(error.message);
    });
  });
}

async function joined(url: string, localAddress: string, name: string): Promise<Socket> {
  const socket = await connect(url, localAddress);
  if (typeof socket === 'string') throw new Error(`${name} refused: ${socket}`);
  const ack: Ack = await socket.timeout(10_000).emitWithAck('join', name);
  if (!ack.ok) throw new Error(`${name} could not join: ${ack.error}`);
  return socket;
}

async function main() {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'demo-server/main.ts')], {
    cwd: repoRoot,
    env: {...process.env, PORT: String(port), REDIS_URL: '', DEMO_ALLOWED_ORIGINS: '', TRUST_PROXY: ''},
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let serverLog = '';
  server.stdout!.on('data', (chunk) => (serverLog += chunk));
  const stopServer = () => server.exitCode === null && server.kill('SIGTERM');
  const watchdog = setTimeout(() => {
    console.error('demo-flood bench: gave up after 2 minutes');
    stopServer();
    process.exit(1);
  }, 120_000);
  watchdog.unref();

  const sockets: Socket[] = [];
  try {
    await waitForPort(port, 30_000);
    const url = `http://127.0.0.1:${port}/chat`;
    const polite = await Promise.all(Array.from({length: POLITE}, (_, i) => joined(url, `127.0.1.${i + 1}`, `polite ${i}`)));
    const reader = await joined(url, '127.0.1.200', 'reader');
    sockets.push(...polite, reader);
    const received: ChatMessage[] = [];
    reader.on('message', (message: ChatMessage) => received.push(message));

    async function phase(name: string, flooders: Socket[]) {
      received.length = 0;
      const latencies: number[] = [];
      const politeRefusals: Record<string, number> = {};
      const floodAcks = {ok: 0, refused: {} as Record<string, number>};
      const sent: string[] = [];
      const done = (async () => {
        for (let second = 0; second < PHASE_SECONDS; second++) {
          await Promise.all(
            polite.map(async (socket, i) => {
              const text = `${name} ${i} ${second}`;
              const start = performance.now();
              const ack: Ack = await socket.timeout(10_000).emitWithAck('message', text);
              latencies.push(performance.now() - start);
              if (ack.ok) sent.push(text);
              else politeRefusals[ack.error] = (politeRefusals[ack.error] ?? 0) + 1;
            }),
          );
          await sleep(1000);
        }
      })();
      // The flood: spread over the phase, in chunks every 50 ms.
      if (flooders.length > 0) {
        const chunk = Math.ceil(FLOOD_MESSAGES / ((PHASE_SECONDS * 1000) / 50));
        for (let n = 0; n < FLOOD_MESSAGES; n += chunk) {
          for (let k = n; k < Math.min(FLOOD_MESSAGES, n + chunk); k++) {
            flooders[k % flooders.length].emit('message', `flood ${k}`, (ack: Ack) => {
              if (ack.ok) floodAcks.ok += 1;
              else floodAcks.refused[ack.error] = (floodAcks.refused[ack.error] ?? 0) + 1;
            });
          }
          await sleep(50);
        }
      }
      await done;
      await sleep(500);
      latencies.sort((a, b) => a - b);
      const politeDelivered = received.filter((message) => message.username.startsWith('polite')).map((message) => message.text);
      const inOrder = polite.every((_, i) => {
        const mine = politeDelivered.filter((text) => text.startsWith(`${name} ${i} `));
        const expected = sent.filter((text) => text.startsWith(`${name} ${i} `));
        return JSON.stringify(mine) === JSON.stringify(expected);
      });
      const floodDelivered = received.filter((message) => message.username.startsWith('flood')).length;
      const reasons = (counts: Record<string, number>) => Object.entries(counts).map(([reason, count]) => `${count} ${reason}`).join(', ') || 'none';
      console.log(
        `${name}: polite ack latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms;` +
          ` polite messages ${sent.length}/${POLITE * PHASE_SECONDS} accepted (refused: ${reasons(politeRefusals)}),` +
          ` ${politeDelivered.length} delivered to the reader, ${inOrder ? 'in order' : 'OUT OF ORDER'}`,
      );
      if (flooders.length > 0) {
        console.log(
          `${' '.repeat(name.length)}  flood: ${FLOOD_MESSAGES} sent from ${flooders.length} sockets, ${floodAcks.ok} accepted,` +
            ` refused ${reasons(floodAcks.refused)}; ${floodDelivered} reached the reader`,
        );
      }
    }

    await phase('no flood', []);

    // 400 sockets from one address, as in the report that started this (issue #28).
    const attempts = await Promise.all(Array.from({length: 400}, () => connect(url, '127.0.0.1')));
    const oneAddress = attempts.filter((attempt): attempt is Socket => typeof attempt !== 'string');
    sockets.push(...oneAddress);
    const refusals = new Map<string, number>();
    for (const attempt of attempts) if (typeof attempt === 'string') refusals.set(attempt, (refusals.get(attempt) ?? 0) + 1);
    console.log(
      `one address opened 400 sockets: ${oneAddress.length} accepted; refused: ${[...refusals].map(([message, count]) => `${count} "${message}"`).join(', ')}`,
    );
    await Promise.all(oneAddress.map((socket, i) => socket.timeout(10_000).emitWithAck('join', `flood ${i}`)));
    await phase('flood from 1 address', oneAddress);

    // Many addresses, each within its cap: the chat's member cap and total rate stand in the way.
    for (const socket of oneAddress) socket.disconnect();
    await sleep(500);
    const manyAttempts = await Promise.all(Array.from({length: 40 * 5}, (_, i) => connect(url, `127.0.2.${Math.floor(i / 5) + 1}`)));
    const many = manyAttempts.filter((attempt): attempt is Socket => typeof attempt !== 'string');
    sockets.push(...many);
    const joins: Ack[] = await Promise.all(many.map((socket, i) => socket.timeout(10_000).emitWithAck('join', `flood many ${i}`)));
    const members = many.filter((_, i) => joins[i].ok);
    console.log(
      `40 addresses opened 5 sockets each: ${many.length} accepted, ${members.length} joined the chat` +
        ` (${joins.filter((ack) => !ack.ok && ack.error === 'full').length} refused: full)`,
    );
    await phase('flood from 40 addresses', members);

    const logLines = serverLog.split('\n').filter(Boolean).length;
    console.log(`the server logged ${logLines} lines in all (refusals summed up per kind, per socket, per 10 s)`);
  } finally {
    for (const socket of sockets) socket.disconnect();
    stopServer();
    clearTimeout(watchdog);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
