import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash, randomBytes} from 'node:crypto';
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {ChildProcess} from 'node:child_process';
import net from 'node:net';
import {io, type Socket} from 'socket.io-client';
import {startExampleServer, startNode} from '../helpers/processes';

const dir = 'examples/how-to';

/** Resolves with the arguments of the next `event` emitted by a socket.io-client socket (or its manager). */
function nextEvent(emitter: any, event: string): Promise<any[]> {
  return new Promise((resolve) => emitter.once(event, (...args: any[]) => resolve(args)));
}

/** Resolves once a child process has exited (at once if it already has). */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

function connect(url: string, options: Record<string, unknown> = {}): Socket {
  return io(url, {reconnection: false, forceNew: true, ...options});
}

// ---------------------------------------------------------------- deal-with-cookies

test('cookies: the handshake sets the "io" cookie and an application cookie', async (t) => {
  const server = await startExampleServer(`${dir}/deal-with-cookies/server.js`);
  t.after(() => server.stop());

  const response = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`);
  const cookies = response.headers.getSetCookie();
  const body = await response.text();
  const sid = JSON.parse(body.slice(1)).sid;
  assert.equal(cookies.length, 2, `both cookies expected, got ${cookies}`);
  assert.equal(cookies[0], `io=${sid}; Max-Age=86400; Path=/; HttpOnly; SameSite=Lax`);
  assert.match(cookies[1], /^visitor=[0-9a-f-]{36}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
});

test('cookies: a Node.js client with withCredentials stores them and sends them back on the WebSocket upgrade', async (t) => {
  const server = await startExampleServer(`${dir}/deal-with-cookies/server.js`);
  t.after(() => server.stop());
  const client = startNode(`${dir}/deal-with-cookies/client.js`, {SERVER_URL: server.url});
  t.after(() => client.stop());

  await client.waitForOutput(/welcome new visitor: [0-9a-f-]{36}/);
  await client.waitForOutput(/upgraded to websocket/);
  await server.waitForOutput(/WebSocket upgrade with cookies: io, visitor/);
});

test('cookies: the server reads the cookie of a returning visitor from the handshake and sets no new one', async (t) => {
  const server = await startExampleServer(`${dir}/deal-with-cookies/server.js`);
  t.after(() => server.stop());

  const response = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, {
    headers: {cookie: 'visitor=returning-42'},
  });
  await response.text();
  assert.deepEqual(response.headers.getSetCookie().map((c) => c.split('=')[0]), ['io']);

  const socket = connect(server.url, {extraHeaders: {cookie: 'visitor=returning-42'}});
  t.after(() => socket.disconnect());
  const [welcome] = await nextEvent(socket, 'welcome');
  assert.deepEqual(welcome, {visitor: 'returning-42', returning: true});
  await server.waitForOutput(/visitor returning-42 \(returning\)/);
});

test('cookies: CORS allows credentials for the configured origin only', async (t) => {
  const server = await startExampleServer(`${dir}/deal-with-cookies/server.js`, {CLIENT_ORIGIN: 'https://app.example.com'});
  t.after(() => server.stop());
  const response = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, {
    headers: {origin: 'https://app.example.com'},
  });
  await response.text();
  assert.equal(response.headers.get('access-control-allow-origin'), 'https://app.example.com');
  assert.equal(response.headers.get('access-control-allow-credentials'), 'true');
});

// ---------------------------------------------------------------- get-the-ip-address-of-the-client

test('IP address: a direct client is seen as ::ffff:127.0.0.1, and a forged X-Forwarded-For is ignored', async (t) => {
  const server = await startExampleServer(`${dir}/get-the-ip-address-of-the-client/server.js`, {TRUSTED_PROXIES: '127.0.0.2'});
  t.after(() => server.stop());

  const socket = connect(`http://127.0.0.1:${server.port}`, {extraHeaders: {'x-forwarded-for': '203.0.113.9'}});
  t.after(() => socket.disconnect());
  const [info] = await nextEvent(socket, 'address');
  assert.deepEqual(info, {
    peer: '::ffff:127.0.0.1',
    remoteAddress: '::ffff:127.0.0.1',
    forwardedFor: '203.0.113.9',
    client: '127.0.0.1',
  });
});

test('IP address: through a trusted proxy, the address comes from the last X-Forwarded-For entry', async (t) => {
  const server = await startExampleServer(`${dir}/get-the-ip-address-of-the-client/server.js`, {TRUSTED_PROXIES: '127.0.0.2'});
  t.after(() => server.stop());
  const proxy = await startExampleServer(`${dir}/get-the-ip-address-of-the-client/proxy.js`, {
    TARGET_URL: `http://127.0.0.1:${server.port}`,
    PROXY_SOURCE_ADDRESS: '127.0.0.2',
  });
  t.after(() => proxy.stop());

  for (const transports of [['polling'], ['websocket']]) {
    // the client tries to forge its address: the proxy appends the real one after it
    const socket = connect(`http://127.0.0.1:${proxy.port}`, {transports, extraHeaders: {'x-forwarded-for': '203.0.113.9'}});
    const [info] = await nextEvent(socket, 'address');
    socket.disconnect();
    assert.deepEqual(info, {
      peer: '::ffff:127.0.0.2',
      remoteAddress: '::ffff:127.0.0.2',
      forwardedFor: '203.0.113.9, 127.0.0.1',
      client: '127.0.0.1',
    }, `with ${transports}`);
  }
});

test('IP address: the sample client prints what the server sees', async (t) => {
  const server = await startExampleServer(`${dir}/get-the-ip-address-of-the-client/server.js`);
  t.after(() => server.stop());
  const client = startNode(`${dir}/get-the-ip-address-of-the-client/client.js`, {SERVER_URL: `http://127.0.0.1:${server.port}`});
  t.after(() => client.stop());
  await client.waitForOutput(/the server sees: .*"client":"127\.0\.0\.1"/);
  await server.waitForOutput(/connected from 127\.0\.0\.1/);
});

// ---------------------------------------------------------------- handle-eaddrinused-errors

test('EADDRINUSE: the server moves to the next port when the first one is busy, and frees it on SIGTERM', async (t) => {
  // occupy a port, on all interfaces like the sample
  const busy = net.createServer();
  await new Promise<void>((resolve) => busy.listen(0, resolve));
  t.after(() => new Promise<void>((resolve) => busy.close(() => resolve())));
  const busyPort = (busy.address() as net.AddressInfo).port;

  const server = startNode(`${dir}/handle-eaddrinused-errors/server.js`, {PORT: String(busyPort)});
  t.after(() => server.stop());
  await server.waitForOutput(new RegExp(`port ${busyPort} is already in use, trying ${busyPort + 1}`));
  const port = Number((await server.waitForOutput(/listening on port \d+/)).match(/\d+$/)![0]);
  assert.ok(port > busyPort && port < busyPort + 10);

  const client = startNode(`${dir}/handle-eaddrinused-errors/client.js`, {SERVER_URL: `http://localhost:${port}`});
  t.after(() => client.stop());
  await client.waitForOutput(/served by process \d+/);

  // keep a client connected: io.close() must disconnect it and release the port anyway
  const socket = connect(`http://localhost:${port}`);
  await nextEvent(socket, 'connect');
  const disconnected = nextEvent(socket, 'disconnect');
  server.child.kill('SIGTERM');
  await server.waitForOutput(/server closed/);
  await disconnected;
  await exited(server.child);
  assert.equal(server.child.exitCode, 0);

  const again = net.createServer();
  await new Promise<void>((resolve, reject) => {
    again.once('error', reject);
    again.listen(port, resolve);
  });
  await new Promise<void>((resolve) => again.close(() => resolve()));
});

test('EADDRINUSE: with no port left, the server exits with a clear message', async (t) => {
  const busy = net.createServer();
  await new Promise<void>((resolve) => busy.listen(0, resolve));
  t.after(() => new Promise<void>((resolve) => busy.close(() => resolve())));
  const busyPort = (busy.address() as net.AddressInfo).port;

  const server = startNode(`${dir}/handle-eaddrinused-errors/server.js`, {PORT: String(busyPort), MAX_ATTEMPTS: '1'});
  t.after(() => server.stop());
  await server.waitForOutput(new RegExp(`cannot listen on port ${busyPort}: listen EADDRINUSE`));
  await exited(server.child);
  assert.equal(server.child.exitCode, 1);
});

test('EADDRINUSE: two servers on port 0 at the same time each get a free port of their own', async (t) => {
  const servers = [1, 2].map(() => startNode(`${dir}/handle-eaddrinused-errors/any-free-port.js`));
  t.after(() => Promise.all(servers.map((server) => server.stop())));
  const urls = await Promise.all(
    servers.map(async (server) => (await server.waitForOutput(/listening on http:\/\/localhost:\d+/)).match(/http:\S+/)![0]),
  );
  assert.notEqual(urls[0], urls[1]);
  const pids = new Set<string>();
  for (const url of urls) {
    const client = startNode(`${dir}/handle-eaddrinused-errors/client.js`, {SERVER_URL: url});
    t.after(() => client.stop());
    pids.add((await client.waitForOutput(/served by process \d+/)).match(/\d+$/)![0]);
  }
  assert.equal(pids.size, 2);
});

// ---------------------------------------------------------------- implement-a-subscription-model

test('subscriptions: a message reaches the subscribers of its topic only', async (t) => {
  const server = await startExampleServer(`${dir}/implement-a-subscription-model/server.js`);
  t.after(() => server.stop());

  const alice = connect(server.url);
  const bob = connect(server.url);
  t.after(() => {
    alice.disconnect();
    bob.disconnect();
  });
  assert.deepEqual(await alice.emitWithAck('subscribe', 'news'), {ok: true, subscriptions: ['news']});
  assert.deepEqual(await alice.emitWithAck('subscribe', 'sports'), {ok: true, subscriptions: ['news', 'sports']});
  assert.deepEqual(await bob.emitWithAck('subscribe', 'weather'), {ok: true, subscriptions: ['weather']});
  assert.deepEqual(await alice.emitWithAck('subscriptions'), ['news', 'sports']);

  const received: Record<string, string[]> = {alice: [], bob: []};
  alice.on('message', ({topic, data}) => received.alice.push(`${topic}:${data}`));
  bob.on('message', ({topic, data}) => received.bob.push(`${topic}:${data}`));

  assert.deepEqual(await bob.emitWithAck('publish', 'news', 'n1'), {ok: true, subscribers: 1});
  assert.deepEqual(await alice.emitWithAck('publish', 'weather', 'w1'), {ok: true, subscribers: 1});
  assert.deepEqual(await alice.emitWithAck('publish', 'nobody-here', 'x'), {ok: true, subscribers: 0});

  assert.deepEqual(await alice.emitWithAck('unsubscribe', 'news'), {ok: true, subscriptions: ['sports']});
  await bob.emitWithAck('publish', 'news', 'n2');
  await bob.emitWithAck('publish', 'sports', 's1');
  await new Promise((resolve) => setTimeout(resolve, 200));

  assert.deepEqual(received, {alice: ['news:n1', 'sports:s1'], bob: ['weather:w1']});
});

test('subscriptions: invalid topics are refused and each socket has a limit', async (t) => {
  const server = await startExampleServer(`${dir}/implement-a-subscription-model/server.js`);
  t.after(() => server.stop());
  const socket = connect(server.url);
  t.after(() => socket.disconnect());

  for (const topic of ['', 'UPPER', 'a'.repeat(33), 42, {}, 'topic:x']) {
    assert.deepEqual(await socket.emitWithAck('subscribe', topic), {ok: false, error: 'invalid topic'}, String(topic));
  }
  for (let i = 0; i < 10; i++) {
    assert.equal((await socket.emitWithAck('subscribe', `t${i}`)).ok, true);
  }
  assert.deepEqual(await socket.emitWithAck('subscribe', 't10'), {ok: false, error: 'too many subscriptions'});
  // subscribing again to a topic already held does not count
  assert.equal((await socket.emitWithAck('subscribe', 't3')).ok, true);
  assert.deepEqual(await socket.emitWithAck('publish', 't1', 'x'.repeat(1001)), {ok: false, error: 'invalid message'});
});

test('subscriptions: the sample client subscribes and receives what another client publishes', async (t) => {
  const server = await startExampleServer(`${dir}/implement-a-subscription-model/server.js`);
  t.after(() => server.stop());
  const reader = startNode(`${dir}/implement-a-subscription-model/client.js`, {SERVER_URL: server.url, TOPICS: 'news,sports'});
  t.after(() => reader.stop());
  await reader.waitForOutput(/subscribed to sports, now: news, sports/);

  const writer = startNode(`${dir}/implement-a-subscription-model/client.js`, {
    SERVER_URL: server.url,
    TOPICS: 'weather',
    PUBLISH: 'news:hello: world',
  });
  t.after(() => writer.stop());
  await writer.waitForOutput(/published to news: \{"ok":true,"subscribers":1\}/);
  await reader.waitForOutput(/\[news\] hello: world/);
  assert.doesNotMatch(writer.output(), /\[news\]/);
});

// ---------------------------------------------------------------- register-a-global-middleware

for (const namespace of ['/', '/admin', '/team-red']) {
  test(`global middleware: runs for ${namespace} and refuses a bad token`, async (t) => {
    const server = await startExampleServer(`${dir}/register-a-global-middleware/server.js`);
    t.after(() => server.stop());

    const refused = connect(`${server.url}${namespace}`, {auth: {token: 'wrong'}});
    const [err] = await nextEvent(refused, 'connect_error');
    assert.equal(err.message, 'unauthorized');
    refused.disconnect();

    const client = startNode(`${dir}/register-a-global-middleware/client.js`, {SERVER_URL: server.url, NAMESPACE: namespace});
    t.after(() => client.stop());
    await client.waitForOutput(new RegExp(`welcome: alice in ${namespace}$`, 'm'));
    const runs = server.output().match(new RegExp(`^authenticate: ${namespace}$`, 'gm'));
    assert.equal(runs?.length, 2);
  });
}

test('global middleware: io.engine.use() adds its header to every HTTP response of Engine.IO', async (t) => {
  const server = await startExampleServer(`${dir}/register-a-global-middleware/server.js`);
  t.after(() => server.stop());
  const response = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`);
  await response.text();
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
});

// ---------------------------------------------------------------- upload-a-file

/** Starts the upload sample with its own temporary upload directory, removed after the test. */
async function startUploadServer(t: {after: (fn: () => unknown) => void}) {
  const uploadDir = await mkdtemp(join(tmpdir(), 'how-to-upload-test-'));
  t.after(() => rm(uploadDir, {recursive: true, force: true}));
  const server = await startExampleServer(`${dir}/upload-a-file/server.js`, {UPLOAD_DIR: uploadDir});
  t.after(() => server.stop());
  return server;
}

test('upload: a single event larger than maxHttpBufferSize gets the client disconnected', async (t) => {
  const server = await startUploadServer(t);

  // over polling, engine.io 6.6.13 answers 413 and closes the session: the client sees whichever comes first
  const expected = {polling: ['transport close', 'transport error'], websocket: ['transport close']};
  for (const [transport, reasons] of Object.entries(expected)) {
    const socket = connect(server.url, {transports: [transport]});
    await nextEvent(socket, 'connect');
    const disconnected = nextEvent(socket, 'disconnect');
    socket.timeout(5000).emitWithAck('upload', {name: 'big.bin', type: 'text/plain'}, randomBytes(1_500_000)).catch(() => {});
    const [why] = await disconnected;
    assert.ok(reasons.includes(why), `${transport}: ${why}`);
  }
  assert.doesNotMatch(server.output(), /saved /);
});

test('upload: the chunked upload of a 3 MB file succeeds and the file on disk matches byte for byte', async (t) => {
  const server = await startUploadServer(t);
  const socket = connect(server.url);
  t.after(() => socket.disconnect());
  await nextEvent(socket, 'connect');

  const data = randomBytes(3_000_000);
  const start = await socket.emitWithAck('upload:start', {name: 'photo.png', type: 'image/png', size: data.length});
  assert.equal(start.ok, true);
  assert.equal(start.chunkSize, 256 * 1024);
  let chunks = 0;
  for (let offset = 0; offset < data.length; offset += start.chunkSize) {
    const response = await socket.emitWithAck('upload:chunk', start.id, data.subarray(offset, offset + start.chunkSize));
    assert.equal(response.ok, true);
    chunks++;
  }
  assert.equal(chunks, 12);
  assert.deepEqual(await socket.emitWithAck('upload:end', start.id), {ok: true, id: start.id});

  const saved = await server.waitForOutput(new RegExp(`saved (\\S+${start.id}) \\(3000000 bytes\\)`));
  const file = await readFile(saved.split(' ')[1]);
  const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
  assert.equal(sha(file), sha(data));
});

test('upload: the server checks the type, the size and the chunks', async (t) => {
  const server = await startUploadServer(t);
  const socket = connect(server.url);
  t.after(() => socket.disconnect());
  await nextEvent(socket, 'connect');

  assert.deepEqual(await socket.emitWithAck('upload', {name: 'x.exe', type: 'application/x-msdownload'}, Buffer.from('MZ')),
    {ok: false, error: 'type not allowed'});
  assert.deepEqual(await socket.emitWithAck('upload', {name: 'x.txt', type: 'text/plain'}, 'not binary'),
    {ok: false, error: 'invalid size'});
  assert.deepEqual(await socket.emitWithAck('upload:start', {name: 'huge.pdf', type: 'application/pdf', size: 21 * 1024 * 1024}),
    {ok: false, error: 'invalid size'});

  const start = await socket.emitWithAck('upload:start', {name: 'a.txt', type: 'text/plain', size: 10});
  assert.deepEqual(await socket.emitWithAck('upload:chunk', start.id, Buffer.alloc(11)), {ok: false, error: 'invalid chunk'});
  assert.deepEqual(await socket.emitWithAck('upload:chunk', start.id, Buffer.alloc(5)), {ok: false, error: 'unknown upload'});

  const ok = await socket.emitWithAck('upload', {name: 'hello.txt', type: 'text/plain'}, Buffer.from('hello'));
  assert.equal(ok.ok, true);
  const saved = await server.waitForOutput(new RegExp(`saved (\\S+${ok.id}) \\(5 bytes\\)`));
  assert.equal(await readFile(saved.split(' ')[1], 'utf8'), 'hello');
});

test('upload: the sample client sends a small file in one event and a large one in chunks', async (t) => {
  const server = await startUploadServer(t);
  const small = startNode(`${dir}/upload-a-file/client.js`, {SERVER_URL: server.url});
  t.after(() => small.stop());
  await small.waitForOutput(/upload of \d+ bytes: \{"ok":true/);
});
