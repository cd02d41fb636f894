import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import {repoRoot, startExampleServer, startNode} from '../helpers/processes';

// the 3.x packages, as the samples of examples/v3 see them
const requireV3 = createRequire(path.join(repoRoot, 'examples/v3/package.json'));
const {io: connect} = requireV3('socket.io-client');
const {Server} = requireV3('socket.io');

type Received = {event: string; args: unknown[]};

/** A socket.io-client 3.1 client that answers the cheatsheet's question and records every event it gets. */
function client(url: string, name: string, namespace = '/') {
  const socket = connect(url + namespace, {auth: {name}, transports: ['websocket'], forceNew: true});
  const received: Received[] = [];
  socket.onAny((event: string, ...args: unknown[]) => {
    received.push({event, args: args.filter((arg) => typeof arg !== 'function')});
  });
  socket.on('question', (_text: string, callback: (answer: string) => void) => callback(`${name} is ready`));
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return {socket, received, connected, count: (event: string) => received.filter((r) => r.event === event).length};
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('3.x emit cheatsheet: every line reaches exactly who the page says', async (t) => {
  const server = await startExampleServer('examples/v3/emit-cheatsheet/server.js');
  t.after(() => server.stop());

  const alice = client(server.url, 'alice');
  const bob = client(server.url, 'bob');
  const carol = client(server.url, 'carol');
  const bobAdmin = client(server.url, 'bob', '/admin');
  const everyone = {alice, bob, carol, bobAdmin};
  t.after(() => Object.values(everyone).forEach((c) => c.socket.disconnect()));
  await Promise.all(Object.values(everyone).map((c) => c.connected));

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
    question: {alice: 1},
    volatile: {alice: 1, bob: 1, carol: 1},
    uncompressed: {alice: 1},
    local: {alice: 1, bob: 1, carol: 1},
  };
  for (const [event, counts] of Object.entries(expected)) {
    for (const [who, c] of Object.entries(everyone)) {
      assert.equal(c.count(event), counts[who as keyof typeof everyone] ?? 0, `"${event}" received by ${who}`);
    }
  }
  assert.deepEqual(alice.received.find((r) => r.event === 'to sender')!.args, ['only for you', 1, {two: 2}]);
  assert.deepEqual(carol.received.find((r) => r.event === 'private message')!.args, [alice.socket.id, 'just between us']);
  assert.equal(answer, 'alice is ready');
  await server.waitForOutput(/callback: alice is ready/);

  // the client side, client.js as its own process
  const dave = startNode('examples/v3/emit-cheatsheet/client.js', {SERVER_URL: server.url});
  t.after(() => dave.stop());
  await server.waitForOutput(/hello from dave: \["world",1,\{"two":2\}\]/);
  await server.waitForOutput(/hello from dave: \["are you there\?"\]/);
  await dave.waitForOutput(/callback: yes, dave/);
  await server.waitForOutput(/volatile hello from dave: sent, connected/);
  assert.doesNotMatch(server.output(), /dropped, not connected yet/);
});

test('3.x emit cheatsheet: reserved names throw, and a broadcast cannot take a callback', () => {
  const io = new Server(); // not attached: nothing to close
  const reserved = ['connect', 'connect_error', 'disconnect', 'disconnecting', 'newListener', 'removeListener'];
  for (const name of reserved) {
    assert.throws(() => io.emit(name), new RegExp(`"${name}" is a reserved event name`));
  }
  assert.throws(() => io.emit('news', () => {}), /Callbacks are not supported when broadcasting/);
  const socket = connect('http://localhost:1', {autoConnect: false});
  for (const name of reserved) {
    assert.throws(() => socket.emit(name), new RegExp(`"${name}" is a reserved event name`));
  }
});
