import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {io, type Socket} from 'socket.io-client';
import Fastify from 'fastify';
import {Server} from 'socket.io';
import ts from 'typescript';
import {freePort, repoRoot, startBun, startBunEval, startBunServer, startExampleServer, startNode, waitForPort} from '../helpers/processes';
import {startRedis} from '../helpers/services';

const dir = 'examples/server-initialization';

/** Connects with socket.io-client and resolves with the payload of the "hello" event. */
function hello(socket: Socket): Promise<{from: string; transport: string}> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no "hello" event within 10 s')), 10_000);
    socket.on('hello', (from: string) => {
      clearTimeout(timer);
      resolve({from, transport: socket.io.engine.transport.name});
    });
    socket.on('connect_error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

for (const [file, from] of [
  ['standalone.js', 'standalone'],
  ['http.js', 'http'],
  ['express.js', 'express'],
] as const) {
  test(`${file}: a client connects and gets the "hello" event`, async (t) => {
    const server = await startExampleServer(`${dir}/${file}`);
    t.after(() => server.stop());
    const client = startNode(`${dir}/client.js`, {SERVER_URL: server.url});
    t.after(() => client.stop());

    await client.waitForOutput(new RegExp(`hello from the ${from} server`));
    await server.waitForOutput(/client connected: [\w-]+/);
  });
}

test('http.js and express.js: the HTTP routes still answer next to Socket.IO', async (t) => {
  const http = await startExampleServer(`${dir}/http.js`);
  t.after(() => http.stop());
  assert.equal(await (await fetch(http.url)).text(), 'plain HTTP response\n');

  const express = await startExampleServer(`${dir}/express.js`);
  t.after(() => express.stop());
  assert.equal(await (await fetch(express.url)).text(), 'Express route');
  // the client bundle is served by default (serveClient: true)
  const bundle = await fetch(`${express.url}/socket.io/socket.io.min.js`);
  assert.equal(bundle.status, 200);
});

test('standalone.js: any other HTTP request gets a 404', async (t) => {
  const server = await startExampleServer(`${dir}/standalone.js`);
  t.after(() => server.stop());
  assert.equal((await fetch(`${server.url}/anything`)).status, 404);
});

test('attach-later.js: the server answers on the custom path only', async (t) => {
  const server = await startExampleServer(`${dir}/attach-later.js`);
  t.after(() => server.stop());

  const good = startNode(`${dir}/client.js`, {SERVER_URL: server.url, SOCKET_PATH: '/realtime'});
  t.after(() => good.stop());
  await good.waitForOutput(/hello from the attached later server/);

  // the default path is not served: the client cannot connect
  const wrong = startNode(`${dir}/client.js`, {SERVER_URL: server.url});
  t.after(() => wrong.stop());
  await wrong.waitForOutput(/connect_error: xhr poll error/);
  assert.equal((await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`)).status, 404);
  assert.equal((await fetch(`${server.url}/realtime/?EIO=4&transport=polling`)).status, 200);
});

test('https.js and http2.js: a client that trusts the certificate connects over TLS and upgrades to WebSocket', async (t) => {
  const certDir = mkdtempSync(path.join(tmpdir(), 'sio-cert-'));
  t.after(() => rmSync(certDir, {recursive: true, force: true}));
  const keyFile = path.join(certDir, 'key.pem');
  const certFile = path.join(certDir, 'cert.pem');
  // a throwaway self-signed certificate for "localhost"
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1',
    '-keyout', keyFile, '-out', certFile,
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost',
  ], {stdio: 'ignore'});
  const ca = readFileSync(certFile, 'utf8');

  for (const [file, from] of [['https.js', 'https'], ['http2.js', 'http2']] as const) {
    const server = await startExampleServer(`${dir}/${file}`, {KEY_FILE: keyFile, CERT_FILE: certFile});
    t.after(() => server.stop());
    const url = server.url.replace('http:', 'https:');

    const socket = io(url, {ca});
    t.after(() => socket.close());
    const first = await hello(socket);
    assert.equal(first.from, from);
    if (file === 'https.js') await server.waitForOutput(/secure: true/);

    // WebSocket only: the upgrade request is HTTP/1.1, accepted thanks to allowHTTP1 on the HTTP/2 server
    const ws = io(url, {ca, transports: ['websocket']});
    t.after(() => ws.close());
    assert.deepEqual(await hello(ws), {from, transport: 'websocket'});
  }
});

/** Resolves once the client runs on WebSocket (after an upgrade from HTTP long-polling, say). */
function onWebSocket(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 10_000;
    const check = () => {
      if (socket.io.engine?.transport.name === 'websocket') resolve();
      else if (Date.now() > deadline) reject(new Error('still not on WebSocket after 10 s'));
      else setTimeout(check, 50);
    };
    check();
  });
}

/** Resolves with the disconnection reason, or with "still connected" after `ms` milliseconds. */
function disconnectionWithin(socket: Socket, ms: number): Promise<string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('still connected'), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

// The Bun samples run under the real Bun (the `bun` devDependency), with the Node.js client of the tests.
for (const [file, from] of [
  // a Node.js sample, through Bun's implementation of node:http
  ['standalone.js', 'standalone'],
  ['http.js', 'http'],
  ['bun-engine.js', 'bun'],
  ['hono-bun.js', 'Hono on Bun'],
  ['hono-bun-fetch.js', 'Hono on Bun'],
] as const) {
  test(`${file} (Bun): clients connect with long-polling then upgrade to WebSocket, or with WebSocket only`, async (t) => {
    const server = await startBunServer(`${dir}/${file}`);
    t.after(() => server.stop());

    const upgraded = io(server.url);
    t.after(() => upgraded.close());
    assert.equal((await hello(upgraded)).from, from);
    await onWebSocket(upgraded);

    const ws = io(server.url, {transports: ['websocket']});
    t.after(() => ws.close());
    assert.deepEqual(await hello(ws), {from, transport: 'websocket'});

    if (file === 'standalone.js' || file === 'http.js') {
      assert.equal((await fetch(`${server.url}/nothing-here`)).status, file === 'http.js' ? 200 : 404);
    } else if (file === 'bun-engine.js') {
      // the engine's handler answers its path only
      assert.equal((await fetch(server.url)).status, 404);
    } else {
      assert.equal(await (await fetch(server.url)).text(), 'Hono route');
    }
  });
}

test('bun-engine.js (Bun): the path option is required, and 2.x clients (Engine.IO protocol 3) are refused', async (t) => {
  const server = await startBunServer(`${dir}/bun-engine.js`);
  t.after(() => server.stop());
  assert.equal((await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`)).status, 200);
  // the engine's default path, which the sample replaces, and the path without its trailing slash
  assert.equal((await fetch(`${server.url}/engine.io/?EIO=4&transport=polling`)).status, 404);
  assert.equal((await fetch(`${server.url}/socket.io?EIO=4&transport=polling`)).status, 404);
  const v3 = await fetch(`${server.url}/socket.io/?EIO=3&transport=polling`);
  assert.equal(v3.status, 400);
  assert.deepEqual(await v3.json(), {code: 5, message: 'Unsupported protocol version'});
});

test("Bun's engine: handler() sets idleTimeout to twice the pingInterval, in seconds, which Bun caps at 255", async (t) => {
  const values = startBunEval(`
    import { Server as Engine } from "@socket.io/bun-engine";
    const { idleTimeout, maxRequestBodySize, websocket } = new Engine().handler();
    console.log(JSON.stringify({ idleTimeout, maxRequestBodySize, maxPayloadLength: websocket.maxPayloadLength }));
  `);
  t.after(() => values.stop());
  const printed = await values.waitForOutput(/\{.*\}/);
  assert.deepEqual(JSON.parse(printed), {idleTimeout: 50, maxRequestBodySize: 1e6, maxPayloadLength: 1e6});

  // pingInterval 130 s → idleTimeout 260 s: Bun refuses to start
  const tooLong = startBun(`${dir}/bun-engine.js`, {PORT: String(await freePort()), PING_INTERVAL: '130000'});
  t.after(() => tooLong.stop());
  await tooLong.waitForOutput(/Bun\.serve expects idleTimeout to be 255 or less/);
});

test('Bun: an idleTimeout below the pingInterval cuts the long-polling clients; the one of hono-bun-fetch.js does not', async (t) => {
  // the same engine (pingInterval 25 s by default), served with a 1-second idleTimeout
  const port = await freePort();
  const short = startBunEval(`
    import { Server as Engine } from "@socket.io/bun-engine";
    import { Server } from "socket.io";
    const io = new Server();
    const engine = new Engine({ path: "/socket.io/" });
    io.bind(engine);
    Bun.serve({ port: ${port}, ...engine.handler(), idleTimeout: 1 });
  `);
  t.after(() => short.stop());
  await waitForPort(port);
  const good = await startBunServer(`${dir}/hono-bun-fetch.js`);
  t.after(() => good.stop());

  const cut = io(`http://localhost:${port}`, {transports: ['polling'], reconnection: false});
  const kept = io(good.url, {transports: ['polling'], reconnection: false});
  t.after(() => (cut.close(), kept.close()));
  await Promise.all([hello(kept), new Promise<void>((resolve) => cut.once('connect', () => resolve()))]);

  // Bun checks its timeouts every few seconds: the held request is cut within about 4 s
  assert.equal(await disconnectionWithin(cut, 12_000), 'transport error');
  assert.equal(kept.connected, true);
});

test("Bun's engine: what differs from the Node.js server (address, clientsCount, options, io.close())", async (t) => {
  const port = await freePort();
  const server = startBunEval(`
    import { Server as Engine } from "@socket.io/bun-engine";
    import { Server } from "socket.io";
    const io = new Server({ pingInterval: 1234 }); // an engine option given to the wrong constructor
    const engine = new Engine({
      path: "/socket.io/",
      allowRequest: async (req, server) => console.log("requestIP: " + server.requestIP(req)?.address),
    });
    io.bind(engine);
    io.on("connection", (socket) => {
      console.log("address: " + socket.handshake.address + ", clientsCount: " + io.engine.clientsCount);
      socket.on("close the server", async () => {
        await io.close();
        console.log("io closed");
      });
    });
    Bun.serve({ port: ${port}, ...engine.handler() });
  `);
  t.after(() => server.stop());
  await waitForPort(port);
  const url = `http://localhost:${port}`;

  // the engine's options are the ones of new Engine(): the handshake carries its default pingInterval
  const handshake = await (await fetch(`${url}/socket.io/?EIO=4&transport=polling`)).text();
  assert.match(handshake, /"pingInterval":25000/);

  const socket = io(url, {transports: ['websocket'], reconnection: false});
  t.after(() => socket.close());
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  await server.waitForOutput(/address: undefined, clientsCount: undefined/);
  // allowRequest runs before the upgrade, while Bun still knows the request's address
  await server.waitForOutput(/requestIP: (::ffff:127\.0\.0\.1|127\.0\.0\.1|::1)/);

  // io.close() disconnects the clients, but Bun's server keeps accepting new ones
  const disconnected = disconnectionWithin(socket, 5_000);
  socket.emit('close the server');
  await server.waitForOutput(/io closed/);
  assert.equal(await disconnected, 'transport close');
  assert.equal((await fetch(`${url}/socket.io/?EIO=4&transport=polling`)).status, 200);
});

test('bun-redis-adapter.js (Bun): two servers sharing a Redis broadcast to each other\'s clients', async (t) => {
  const redis = await startRedis();
  t.after(() => redis.stop());
  const a = await startBunServer(`${dir}/bun-redis-adapter.js`, {REDIS_URL: redis.url});
  t.after(() => a.stop());
  const b = await startBunServer(`${dir}/bun-redis-adapter.js`, {REDIS_URL: redis.url});
  t.after(() => b.stop());

  const alice = io(a.url);
  const bob = io(b.url);
  t.after(() => (alice.close(), bob.close()));
  await Promise.all([alice, bob].map((socket) => new Promise<void>((resolve) => socket.once('connect', () => resolve()))));
  const received = new Promise((resolve) => bob.once('chat message', resolve));
  alice.emit('chat message', 'hello from the other server');
  assert.equal(await received, 'hello from the other server');
});

test('hono-node.js: Hono answers its routes, Socket.IO its own, over long-polling and WebSocket', async (t) => {
  const server = await startExampleServer(`${dir}/hono-node.js`);
  t.after(() => server.stop());
  assert.equal(await (await fetch(server.url)).text(), 'Hono route');

  const upgraded = io(server.url);
  t.after(() => upgraded.close());
  assert.equal((await hello(upgraded)).from, 'Hono on Node.js');
  // @hono/node-server leaves the HTTP upgrade requests to Socket.IO
  await onWebSocket(upgraded);
});

test('hono-node.js typechecks: the server returned by serve() is accepted by new Server() as it is', () => {
  const program = ts.createProgram({
    rootNames: [path.join(repoRoot, dir, 'hono-node.js')],
    options: {
      allowJs: true,
      checkJs: true,
      noEmit: true,
      strict: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      types: ['node'],
      skipLibCheck: true,
    },
  });
  const errors = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  assert.deepEqual(errors, []);
});

test('fastify.js: with a WebSocket client connected, fastify.close() completes thanks to the preClose hook', async (t) => {
  const server = await startExampleServer(`${dir}/fastify.js`);
  t.after(() => server.stop());
  assert.equal(await (await fetch(server.url)).text(), 'Fastify route');

  const socket = io(server.url, {transports: ['websocket'], reconnection: false});
  t.after(() => socket.close());
  await hello(socket);
  const disconnected = disconnectionWithin(socket, 5_000);
  server.child.kill('SIGINT'); // the sample calls fastify.close()
  await server.waitForOutput(/server closed/, 5_000);
  assert.equal(await disconnected, 'io server disconnect');
});

test('Fastify without the preClose hook, or with an onClose hook: fastify.close() waits while a WebSocket client is connected', async (t) => {
  /** A Fastify server with Socket.IO and one WebSocket client; `hook` adds an onClose hook that closes Socket.IO. */
  async function setUp(hook: boolean) {
    const fastify = Fastify();
    const ioServer = new Server(fastify.server);
    if (hook) fastify.addHook('onClose', async () => void (await ioServer.close()));
    await fastify.listen({port: 0, host: '127.0.0.1'});
    const {port} = fastify.server.address() as {port: number};
    const socket = io(`http://127.0.0.1:${port}`, {transports: ['websocket'], reconnection: false});
    t.after(() => (socket.close(), ioServer.close()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    return {fastify, socket};
  }
  const setups = await Promise.all([setUp(false), setUp(true)]);

  const closing = setups.map(({fastify}) => fastify.close().then(() => 'closed'));
  const tooLate = new Promise((resolve) => setTimeout(() => resolve('still waiting'), 2_000));
  assert.deepEqual(await Promise.all(closing.map((promise) => Promise.race([promise, tooLate]))), ['still waiting', 'still waiting']);
  // once the clients leave, close() completes
  for (const {socket} of setups) socket.close();
  assert.deepEqual(await Promise.all(closing), ['closed', 'closed']);
});
