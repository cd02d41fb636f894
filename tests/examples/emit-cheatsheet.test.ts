import {test} from 'node:test';
import assert from 'node:assert/strict';
import {io as connect, type Socket} from 'socket.io-client';
import {Server} from 'socket.io';
import {startExampleServer, startNode} from '../helpers/processes';
import {startRedis} from '../helpers/services';

type Received = {event: string; args: unknown[]};

/** A real client that answers the cheatsheet's questions and records every event it gets. */
function client(url: string, name: string, namespace = '/') {
  const socket: Socket = connect(url + namespace, {auth: {name}, transports: ['websocket'], forceNew: true});
  const received: Received[] = [];
  socket.onAny((event: string, ...args: unknown[]) => {
    received.push({event, args: args.filter((arg) => typeof arg !== 'function')});
  });
  socket.on('question', (_text: string, callback: (answer: string) => void) => callback(`${name} is ready`));
  socket.on('poll', (_text: string, callback: (answer: string) => void) => callback(name));
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return {socket, received, connected, count: (event: string) => received.filter((r) => r.event === event).length};
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('emit cheatsheet: every line reaches exactly who the page says', async (t) => {
  const redis = await startRedis();
  t.after(() => redis.stop());
  // two servers sharing Redis: alice and bob on A, carol on B
  const serverA = await startExampleServer('examples/emit-cheatsheet/server.js', {REDIS_URL: redis.url});
  t.after(() => serverA.stop());
  const serverB = await startExampleServer('examples/emit-cheatsheet/server.js', {REDIS_URL: redis.url});
  t.after(() => serverB.stop());

  const alice = client(serverA.url, 'alice');
  const bob = client(serverA.url, 'bob');
  const bobAdmin = client(serverA.url, 'bob', '/admin');
  const carol = client(serverB.url, 'carol');
  const everyone = {alice, bob, bobAdmin, carol};
  t.after(() => Object.values(everyone).forEach((c) => c.socket.disconnect()));
  await Promise.all(Object.values(everyone).map((c) => c.connected));
  await sleep(300); // the rooms are joined in the connection handler

  const result = (await alice.socket.timeout(10_000).emitWithAck('run cheatsheet', carol.socket.id)) as {
    answer: string;
    answers: string[];
  };
  await sleep(500);

  // who gets each event, and how many times
  const expected: Record<string, Partial<Record<keyof typeof everyone, number>>> = {
    'to sender': {alice: 1},
    'to all': {alice: 1, bob: 1, carol: 1},
    'to all but sender': {bob: 1, carol: 1},
    'to room but sender': {bob: 1},
    'to rooms but sender': {bob: 1, carol: 1},
    'to room': {bob: 1, carol: 1},
    'to rooms': {alice: 1, bob: 1, carol: 1},
    'to room except': {bob: 1},
    'to all except': {alice: 1, bob: 1},
    'to namespace': {bobAdmin: 1},
    'private message': {carol: 1},
    question: {alice: 3},
    poll: {alice: 2, bob: 2, carol: 2},
    volatile: {alice: 1, bob: 1, carol: 1},
    uncompressed: {alice: 1},
    local: {alice: 1, bob: 1},
  };
  for (const [event, counts] of Object.entries(expected)) {
    for (const [who, c] of Object.entries(everyone)) {
      assert.equal(c.count(event), counts[who as keyof typeof everyone] ?? 0, `"${event}" received by ${who}`);
    }
  }
  assert.deepEqual(alice.received.find((r) => r.event === 'to sender')!.args, ['only for you', 1, {two: 2}]);
  assert.deepEqual(carol.received.find((r) => r.event === 'private message')!.args, [alice.socket.id, 'just between us']);

  // the acknowledgements came back to the server
  assert.equal(result.answer, 'alice is ready');
  assert.deepEqual([...result.answers].sort(), ['alice', 'bob', 'carol']);
  await serverA.waitForOutput(/callback: alice is ready/);
  await serverA.waitForOutput(/callback with timeout: alice is ready/);
  await serverA.waitForOutput(/answers: 3/);

  // serverSideEmit reaches the other server, not the sender
  await serverB.waitForOutput(/server hello from server \d+/);
  assert.doesNotMatch(serverA.output(), /server hello from/);

  // the emitter, a separate process with only a Redis connection
  const emitter = startNode('examples/emit-cheatsheet/emitter.js', {REDIS_URL: redis.url});
  t.after(() => emitter.stop());
  await emitter.waitForOutput(/done/);
  await sleep(500);
  const fromEmitter: Record<string, Partial<Record<keyof typeof everyone, number>>> = {
    'from emitter': {alice: 1, bob: 1, carol: 1},
    'from emitter to room': {bob: 1, carol: 1},
    'from emitter except': {alice: 1, bob: 1},
    'from emitter to namespace': {bobAdmin: 1},
  };
  for (const [event, counts] of Object.entries(fromEmitter)) {
    for (const [who, c] of Object.entries(everyone)) {
      assert.equal(c.count(event), counts[who as keyof typeof everyone] ?? 0, `"${event}" received by ${who}`);
    }
  }
  await serverA.waitForOutput(/server hello from the emitter/);
  await serverB.waitForOutput(/server hello from the emitter/);

  // the client side: client.js as its own process
  const dave = startNode('examples/emit-cheatsheet/client.js', {SERVER_URL: serverA.url});
  t.after(() => dave.stop());
  await serverA.waitForOutput(/hello from dave: \["world",1,\{"two":2\}\]/);
  await dave.waitForOutput(/callback: yes, dave/);
  await dave.waitForOutput(/callback with timeout: yes, dave/);
  await dave.waitForOutput(/emitWithAck: yes, dave/);
  await serverA.waitForOutput(/volatile hello from dave: if you can/);
  await serverA.waitForOutput(/uncompressed hello from dave: as is/);
});

test('emit cheatsheet: reserved event names cannot be emitted', () => {
  const io = new Server(); // not attached to any HTTP server: nothing to close
  for (const name of ['connect', 'connect_error', 'disconnect', 'disconnecting', 'newListener', 'removeListener']) {
    assert.throws(() => io.emit(name), new RegExp(`"${name}" is a reserved event name`));
  }
  for (const name of ['connect', 'connection', 'new_namespace']) {
    assert.throws(() => io.serverSideEmit(name), new RegExp(`"${name}" is a reserved event name`));
  }
  const socket = connect('http://localhost:1', {autoConnect: false});
  for (const name of ['connect', 'connect_error', 'disconnect', 'disconnecting', 'newListener', 'removeListener']) {
    assert.throws(() => socket.emit(name), new RegExp(`"${name}" is a reserved event name`));
  }
});
