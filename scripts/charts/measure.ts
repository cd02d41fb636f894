/**
 * Measures what the charts of memory-usage, performance-tuning and client-installation show, then draws them:
 *
 *   npx tsx scripts/charts/measure.ts            # measure (about 2 minutes here), write the data and the charts
 *   npx tsx scripts/charts/measure.ts --render   # redraw the charts from the committed data only
 *
 * Memory: a Socket.IO server (memory-server.ts, its own process, started with --expose-gc) and two client processes
 * (memory-clients.ts) on the loopback interface; the clients connect over WebSocket in steps of 1 000 up to
 * 10 000, and after each step the server reports its heap and RSS after full collections. Once per WebSocket
 * engine that installs here, without and with perMessageDeflate. Bounded: it stops by itself, and a step that
 * takes more than STEP_TIMEOUT_MS fails the run.
 *
 * Bundles: the size of each build in socket.io-client's dist/ folder, as shipped, gzipped and with brotli.
 */
import {fork, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type {MemoryReading} from './memory-server';
import {renderCharts, type ChartData, type MemorySeries} from './render';

const repoRoot = path.resolve(__dirname, '../..');
export const dataFile = path.join(repoRoot, 'scripts/charts/measurements.json');

const STEP = 1000;
const MAX_CLIENTS = 10_000;
const CLIENT_PROCESSES = 2;
const STEP_TIMEOUT_MS = 60_000;
/** WebSocket server packages Engine.IO can use (its wsEngine option), tried in this order. */
const ENGINES = ['ws', 'eiows', 'uWebSockets.js'];

/** The folder of `pkg` as Node.js finds it from `from` (its package.json is not always in its exports). */
function packageDir(pkg: string, from = repoRoot): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', pkg);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`${pkg} is not installed`);
  }
}
const versionOf = (pkg: string, from = repoRoot) =>
  (JSON.parse(fs.readFileSync(path.join(packageDir(pkg, from), 'package.json'), 'utf8')) as {version: string}).version;

function installed(pkg: string): boolean {
  try {
    require.resolve(pkg, {paths: [repoRoot]});
    return true;
  } catch {
    return false;
  }
}

/** The next IPC message of `child` whose type is one of `types`; rejects on exit, a "failed" message or a timeout. */
function nextMessage<T>(child: ChildProcess, types: string[]): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`no ${types.join('/')} within ${STEP_TIMEOUT_MS} ms`)), STEP_TIMEOUT_MS);
    const onMessage = (message: {type: string; error?: string}) => {
      if (message.type === 'failed') done(new Error(message.error));
      else if (types.includes(message.type)) done(undefined, message as T);
    };
    const onExit = (code: number | null) => done(new Error(`child exited (${code}) while waiting for ${types.join('/')}`));
    function done(error?: Error, value?: T) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(value!);
    }
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

async function measureMemory(engine: string, perMessageDeflate: boolean): Promise<MemorySeries> {
  const server = fork(path.join(__dirname, 'memory-server.ts'), [], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: {...process.env, WS_ENGINE: engine, PER_MESSAGE_DEFLATE: perMessageDeflate ? '1' : '0'},
  });
  const clients: ChildProcess[] = [];
  try {
    const {port} = await nextMessage<{port: number}>(server, ['listening']);
    const read = async () => {
      server.send({type: 'measure'});
      return (await nextMessage<{reading: MemoryReading}>(server, ['memory'])).reading;
    };
    const readings = [await read()];
    for (let i = 0; i < CLIENT_PROCESSES; i++) {
      const child = fork(path.join(__dirname, 'memory-clients.ts'), [], {
        execArgv: ['--import', 'tsx'],
        env: {...process.env, SERVER_URL: `ws://127.0.0.1:${port}`},
      });
      clients.push(child);
      await nextMessage(child, ['ready']);
    }
    for (let total = STEP; total <= MAX_CLIENTS; total += STEP) {
      await Promise.all(
        clients.map((child) => {
          child.send({type: 'open', count: STEP / CLIENT_PROCESSES});
          return nextMessage(child, ['opened']);
        }),
      );
      const reading = await read();
      if (reading.clients !== total) throw new Error(`the server counts ${reading.clients} clients, expected ${total}`);
      readings.push(reading);
      console.log(`  ${engine}, perMessageDeflate ${perMessageDeflate}: ${total} clients, heap ${mib(reading.heapUsed)}, RSS ${mib(reading.rss)}`);
    }
    return {engine, perMessageDeflate, readings};
  } finally {
    for (const child of clients) child.kill();
    server.kill();
  }
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

function measureBundles(): ChartData['bundles'] {
  const dist = path.join(packageDir('socket.io-client'), 'dist');
  return fs
    .readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .sort()
    .map((file) => {
      const content = fs.readFileSync(path.join(dist, file));
      // zlib's default settings, as examples/client-installation/bundle-sizes.js, whose table the page shows
      return {file, bytes: content.length, gzipBytes: zlib.gzipSync(content).length, brotliBytes: zlib.brotliCompressSync(content).length};
    });
}

async function main() {
  if (process.argv.includes('--render')) {
    renderCharts(JSON.parse(fs.readFileSync(dataFile, 'utf8')) as ChartData);
    return;
  }
  const started = Date.now();
  const engines = ENGINES.map((name) => ({name, installed: installed(name)}));
  const memory: MemorySeries[] = [];
  for (const {name} of engines.filter((e) => e.installed)) {
    for (const perMessageDeflate of [false, true]) memory.push(await measureMemory(name, perMessageDeflate));
  }
  const engineIo = packageDir('engine.io');
  const data: ChartData = {
    measuredAt: new Date().toISOString(),
    machine: {
      cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
      cores: os.cpus().length,
      memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
      platform: `${os.type()} ${os.release()} ${os.arch()}`,
      node: process.version,
    },
    packages: {
      'socket.io': versionOf('socket.io'),
      'engine.io': versionOf('engine.io'),
      // the ws that engine.io itself resolves, which may be another copy than the root's
      ws: versionOf('ws', engineIo),
      'socket.io-client': versionOf('socket.io-client'),
    },
    engines,
    method: {step: STEP, maxClients: MAX_CLIENTS, clientProcesses: CLIENT_PROCESSES, transport: 'websocket'},
    memory,
    bundles: measureBundles(),
  };
  fs.writeFileSync(dataFile, `${JSON.stringify(data, null, 2)}\n`);
  renderCharts(data);
  console.log(`done in ${Math.round((Date.now() - started) / 1000)} s: ${path.relative(repoRoot, dataFile)}`);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
