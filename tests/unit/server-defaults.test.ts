import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import {createRequire} from 'node:module';
import net from 'node:net';
import path from 'node:path';
import {Server} from 'socket.io';
import {WebSocket} from 'ws';
import {docLocalesWithPage, misspelledDefaultLines, type DocLocale} from '../helpers/docLocales';
import {repoRoot} from '../helpers/processes';

/**
 * Every "Default value: `…`" line of the Server options page (written "Valor padrão: `…`", "Valeur par défaut : `…`"
 * and "默认值：`…`" in the translations) is compared with the default of a live Socket.IO server: its properties when
 * the source stores the value, its behaviour when the source only applies it (the cookie, permessage-deflate, the
 * trailing slash, the unhandled upgrades).
 */
const socketIoRequire = createRequire(createRequire(path.join(repoRoot, 'package.json')).resolve('socket.io'));
const engineIoRequire = createRequire(socketIoRequire.resolve('engine.io'));
/** `require` for the documented expressions, resolving packages the way socket.io and engine.io do. */
function docRequire(id: string): unknown {
  return id === 'ws' ? engineIoRequire(id) : socketIoRequire(id);
}

/** Reads the documented defaults: the option is the nearest ###/#### heading above the line. */
function documentedDefaults(file: string, {defaultLine}: DocLocale): Map<string, string> {
  const defaults = new Map<string, string>();
  let option: string | undefined;
  let inFence = false;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const heading = line.match(/^#{2,4}\s+(.*?)\s*(\{#[\w-]+\})?\s*$/);
    if (heading) option = line.startsWith('## ') ? undefined : heading[1].replace(/`/g, '');
    const value = line.match(defaultLine)?.[1].match(/^`([^`]+)`/);
    if (value) {
      assert.ok(option, `${file}: "${line}" is not under an option heading`);
      assert.ok(!defaults.has(option), `${file}: two default lines for ${option}`);
      defaults.set(option, value[1]);
    }
  }
  return defaults;
}

function evaluate(expression: string): unknown {
  return new Function('require', `return (${expression});`)(docRequire);
}

// ---- the live instance ---------------------------------------------------------------------------------

let io: Server;
let stopDefault: () => Promise<void>;
let port: number;

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)));
}

function get(url: string): Promise<{status: number; headers: http.IncomingHttpHeaders}> {
  return new Promise((resolve, reject) => {
    http.get(url, (res) => {
      res.resume();
      res.on('end', () => resolve({status: res.statusCode!, headers: res.headers}));
    }).on('error', reject);
  });
}

/** A server with every option left alone, attached to an HTTP server that answers 404 to anything else. */
async function defaultServer(options: Record<string, unknown> = {}) {
  const server = http.createServer((_req, res) => {
    res.writeHead(404);
    res.end();
  });
  const instance = new Server(server, options);
  // an upgrade nobody answered stays half-open on the server side: destroy every socket when stopping
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket: net.Socket) => sockets.add(socket));
  const stop = () =>
    new Promise<void>((resolve) => {
      sockets.forEach((socket) => socket.destroy());
      instance.close(() => resolve());
    });
  return {instance, port: await listen(server), stop};
}

/** Time until the server ends an upgrade request for a path it does not handle, or undefined if it does not. */
function unhandledUpgrade(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const start = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        'GET /not-socket-io HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
          'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
    });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(undefined);
    }, 3000);
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - start);
    });
  });
}

/** The fields where the Server class keeps what it was given (private in the declarations, plain in the source). */
type Internals = {
  _path: string;
  _serveClient: boolean;
  _adapter: unknown;
  _parser: unknown;
  _connectTimeout: number;
  _opts: {connectionStateRecovery?: {maxDisconnectionDuration?: number; skipMiddlewares?: boolean}; cleanupEmptyChildNamespaces?: boolean};
};
const internals = (server: Server) => server as unknown as Internals;
const recoveryDefaults = () => internals(new Server({connectionStateRecovery: {}}))._opts.connectionStateRecovery!;

const actual: Record<string, () => unknown | Promise<unknown>> = {
  // Socket.IO
  path: () => internals(io)._path,
  serveClient: () => internals(io)._serveClient,
  adapter: () => internals(io)._adapter,
  parser: () => internals(io)._parser,
  connectTimeout: () => internals(io)._connectTimeout,
  connectionStateRecovery: () => internals(io)._opts.connectionStateRecovery,
  maxDisconnectionDuration: () => recoveryDefaults().maxDisconnectionDuration,
  skipMiddlewares: () => recoveryDefaults().skipMiddlewares,
  cleanupEmptyChildNamespaces: () => internals(io)._opts.cleanupEmptyChildNamespaces,
  // Engine.IO, as Socket.IO hands them over
  pingTimeout: () => io.engine.opts.pingTimeout,
  pingInterval: () => io.engine.opts.pingInterval,
  upgradeTimeout: () => io.engine.opts.upgradeTimeout,
  maxHttpBufferSize: () => io.engine.opts.maxHttpBufferSize,
  maxBufferedChunks: () => io.engine.opts.maxBufferedChunks,
  httpRequestBodyTimeout: () => io.engine.opts.httpRequestBodyTimeout,
  allowRequest: () => io.engine.opts.allowRequest,
  transports: () => io.engine.opts.transports,
  allowUpgrades: () => io.engine.opts.allowUpgrades,
  httpCompression: () => io.engine.opts.httpCompression,
  wsEngine: () => io.engine.opts.wsEngine,
  initialPacket: () => io.engine.opts.initialPacket,
  cors: () => io.engine.opts.cors,
  allowEIO3: () => io.engine.opts.allowEIO3,
  // not stored: the handshake shows whether a cookie is set
  cookie: async () => {
    assert.equal(io.engine.opts.cookie, undefined);
    const {status, headers} = await get(`http://127.0.0.1:${port}/socket.io/?EIO=4&transport=polling`);
    assert.equal(status, 200);
    return headers['set-cookie'] !== undefined;
  },
  // not stored: a WebSocket client offers the extension, the response says whether it was accepted
  perMessageDeflate: () =>
    new Promise((resolve, reject) => {
      assert.equal(io.engine.opts.perMessageDeflate, undefined);
      const ws = new WebSocket(`ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`, {perMessageDeflate: true});
      ws.on('upgrade', (res) => {
        resolve(String(res.headers['sec-websocket-extensions'] ?? '').includes('permessage-deflate'));
        ws.terminate();
      });
      ws.on('error', reject);
    }),
  // not stored: a handshake on "/socket.io" without the final slash only reaches Socket.IO without it
  addTrailingSlash: async () => (await get(`http://127.0.0.1:${port}/socket.io?EIO=4&transport=polling`)).status === 404,
  destroyUpgrade: async () => (await unhandledUpgrade(port)) !== undefined,
  destroyUpgradeTimeout: async () => {
    const elapsed = await unhandledUpgrade(port);
    assert.ok(elapsed !== undefined, 'the unhandled upgrade was never ended');
    // the timer plus the scheduling delay, which is never negative and grows on a busy machine
    return Math.floor(elapsed / 100) * 100;
  },
};

before(async () => {
  const created = await defaultServer();
  io = created.instance;
  port = created.port;
  stopDefault = created.stop;
});

after(() => stopDefault());

/** Each default is read once from the live server, whichever locale's page asks first. */
const probed = new Map<string, Promise<unknown>>();
function probeOnce(option: string, probe: () => unknown | Promise<unknown>): Promise<unknown> {
  if (!probed.has(option)) probed.set(option, Promise.resolve().then(probe));
  return probed.get(option)!;
}

test('the behaviour probes tell a default from a changed value', async () => {
  const changed = await defaultServer({addTrailingSlash: false, cookie: true, perMessageDeflate: true, destroyUpgrade: false});
  try {
    const {status, headers} = await get(`http://127.0.0.1:${changed.port}/socket.io?EIO=4&transport=polling`);
    assert.equal(status, 200, 'addTrailingSlash: false accepts the path without the slash');
    assert.ok(headers['set-cookie']?.[0]?.startsWith('io='), 'cookie: true sets the "io" cookie');
    assert.equal(await unhandledUpgrade(changed.port), undefined, 'destroyUpgrade: false leaves the upgrade alone');
  } finally {
    await changed.stop();
  }
});

for (const locale of docLocalesWithPage('server-options.md')) {
  const page = `${locale.dir}/server-options.md`;
  describe(`${page}: every default line matches the live server`, () => {
    const defaults = documentedDefaults(path.join(repoRoot, page), locale);
    test('every default line is written the one way the locale writes it', () => {
      assert.deepEqual(misspelledDefaultLines(path.join(repoRoot, page), locale), []);
    });
    test('the page has a default line for every option the test can check', () => {
      assert.deepEqual(
        Object.keys(actual).filter((name) => !defaults.has(name)),
        [],
        'options without a default line',
      );
    });
    for (const [option, expression] of defaults) {
      test(`${option}: ${expression}`, async () => {
        const probe = actual[option];
        assert.ok(probe, `the test does not know how to read the default of ${option}`);
        const real = await probeOnce(option, probe);
        const documented = evaluate(expression);
        if (typeof real === 'function' || (typeof real === 'object' && real !== null && typeof documented !== 'object')) {
          assert.equal(documented, real, `${option}: not the same object as the real default`);
        } else {
          assert.deepEqual(documented, real);
        }
      });
    }
  });
}
