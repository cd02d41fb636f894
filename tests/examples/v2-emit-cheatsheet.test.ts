import {test} from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import {createRequire} from 'node:module';
import path from 'node:path';
import {repoRoot, startExampleServer, startNode} from '../helpers/processes';

// the 2.x packages, as the samples of examples/v2 see them
const requireV2 = createRequire(path.join(repoRoot, 'examples/v2/package.json'));
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const connect: any = requireV2('socket.io-client');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const createServer: any = requireV2('socket.io');

/** Every event the cheatsheet's server emits (2.x clients have no onAny: each one gets a listener). */
const EVENTS = [
  'to sender', 'to all', 'to all but sender', 'to room but sender', 'to rooms but sender', 'to room', 'to rooms',
  'to namespace', 'private message', 'message', 'question', 'volatile', 'uncompressed', 'no binary', 'binary', 'local',
];

type Received = {event: string; args: unknown[]};

/** A socket.io-client 2.5 client that answers the cheatsheet's question and records every event it gets. */
function client(url: string, name: string, namespace = '/') {
  const socket = connect(url + namespace, {query: {name}, transports: ['websocket'], forceNew: true});
  const received: Received[] = [];
  for (const event of EVENTS) {
    socket.on(event, (...args: unknown[]) => {
      received.push({event, args: args.filter((arg) => typeof arg !== 'function')});
      const callback = args[args.length - 1];
      if (event === 'question' && typeof callback === 'function') callback(`${name} is ready`);
    });
  }
  // the server says "ready" once the socket is in its rooms (join's callback); /admin never says it
  const ready = new Promise<void>((resolve, reject) => {
    socket.once(namespace === '/' ? 'ready' : 'connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return {socket, received, ready, count: (event: string) => received.filter((r) => r.event === event).length};
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('2.x emit cheatsheet: every line reaches exactly who the page says', async (t) => {
  const server = await startExampleServer('examples/v2/emit-cheatsheet/server.js');
  t.after(() => server.stop());

  const alice = client(server.url, 'alice');
  const bob = client(server.url, 'bob');
  const carol = client(server.url, 'carol');
  const bobAdmin = client(server.url, 'bob-admin', '/admin');
  const everyone = {alice, bob, carol, bobAdmin};
  t.after(() => Object.values(everyone).forEach((c) => c.socket.close()));
  await Promise.all(Object.values(everyone).map((c) => c.ready));

  const answer = await new Promise((resolve) => alice.socket.emit('run cheatsheet', carol.socket.id, resolve));
  await sleep(300);
  // the flags run on their own, while every transport is idle (a volatile event is dropped when it is busy)
  alice.socket.emit('run flags');
  await sleep(300);

  const expected: Record<string, Partial<Record<keyof typeof everyone, number>>> = {
    'to sender': {alice: 1},
    'to all': {alice: 1, bob: 1, carol: 1},
    'to all but sender': {bob: 1, carol: 1},
    'to room but sender': {bob: 1},
    'to rooms but sender': {bob: 1, carol: 1},
    'to room': {bob: 1, carol: 1},
    'to rooms': {alice: 1, bob: 1, carol: 1},
    'to namespace': {bobAdmin: 1},
    'private message': {carol: 1},
    message: {alice: 1},
    question: {alice: 1, carol: 1},
    volatile: {alice: 1, bob: 1, carol: 1},
    uncompressed: {alice: 1},
    'no binary': {alice: 1},
    binary: {alice: 1},
    local: {alice: 1, bob: 1, carol: 1},
  };
  for (const [event, counts] of Object.entries(expected)) {
    for (const [who, c] of Object.entries(everyone)) {
      assert.equal(c.count(event), counts[who as keyof typeof everyone] ?? 0, `"${event}" received by ${who}`);
    }
  }
  assert.deepEqual(alice.received.find((r) => r.event === 'to sender')!.args, ['only for you', 1, {two: 2}]);
  assert.deepEqual(carol.received.find((r) => r.event === 'private message')!.args, [alice.socket.id, 'just between us']);
  assert.deepEqual(alice.received.find((r) => r.event === 'message')!.args, ['sent with send()']);
  assert.ok(Buffer.isBuffer(alice.received.find((r) => r.event === 'binary')!.args[0]), 'a Buffer arrives as a Buffer');
  assert.deepEqual(alice.received.find((r) => r.event === 'no binary')!.args, [{big: 'object'}]);
  assert.equal(answer, 'alice is ready');
  await server.waitForOutput(/callback: alice is ready/);
  await server.waitForOutput(/callback: carol is ready/);

  // the client side, client.js as its own process
  const dave = startNode('examples/v2/emit-cheatsheet/client.js', {SERVER_URL: server.url});
  t.after(() => dave.stop());
  await server.waitForOutput(/hello from dave: \["world",1,\{"two":2\}\]/);
  await server.waitForOutput(/hello from dave: \["are you there\?"\]/);
  await server.waitForOutput(/message from dave: hi/);
  await server.waitForOutput(/binary hello from dave: true/);
  await server.waitForOutput(/hello from dave: \["not compressed"\]/);
  await dave.waitForOutput(/callback: yes, dave/);
});

test('2.x emit cheatsheet: reserved names stay local, a broadcast cannot take a callback, the client has no volatile', async (t) => {
  const httpServer = http.createServer();
  const io = createServer(httpServer);
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', () => resolve()));
  t.after(() => new Promise<void>((resolve) => io.close(() => resolve())));
  const {port} = httpServer.address() as {port: number};

  const serverSide = new Promise<any>((resolve) => io.on('connection', resolve)); // eslint-disable-line @typescript-eslint/no-explicit-any
  const socket = connect(`http://127.0.0.1:${port}`, {forceNew: true, transports: ['websocket']});
  t.after(() => socket.close());
  const serverSocket = await serverSide;
  await new Promise<void>((resolve) => (socket.connected ? resolve() : socket.once('connect', resolve)));

  // server: a reserved name calls the socket's own listeners and is not sent
  const clientGot: string[] = [];
  socket.on('disconnecting', () => clientGot.push('disconnecting'));
  socket.on('message', (text: string) => clientGot.push(text));
  let local = '';
  serverSocket.on('disconnecting', (reason: string) => (local = reason));
  serverSocket.emit('disconnecting', 'emitted by hand'); // no error thrown
  assert.equal(local, 'emitted by hand');

  // client: same, with its own list of reserved names
  const serverGot: string[] = [];
  serverSocket.on('ping', () => serverGot.push('ping'));
  serverSocket.on('message', (text: string) => serverGot.push(text));
  let clientLocal = 0;
  socket.on('pong', () => clientLocal++);
  socket.emit('pong'); // no error thrown, only the local listener runs
  assert.equal(clientLocal, 1);
  socket.emit('ping');

  // a marker after them, to know that everything sent has arrived
  serverSocket.send('marker');
  socket.send('marker');
  await sleep(200);
  assert.deepEqual(clientGot, ['marker'], 'the client received the marker, not "disconnecting"');
  assert.deepEqual(serverGot, ['marker'], 'the server received the marker, not "ping"');

  for (const emit of [() => io.emit('news', () => {}), () => serverSocket.broadcast.emit('news', () => {}), () => serverSocket.to('room').emit('news', () => {})]) {
    assert.throws(emit, /Callbacks are not supported when broadcasting/);
  }
  assert.equal(socket.volatile, undefined, 'socket.io-client 2.5 has no volatile flag');
});
