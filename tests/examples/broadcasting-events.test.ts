import {test} from 'node:test';
import assert from 'node:assert/strict';
import {io, type Socket} from 'socket.io-client';
import {startExampleServer, startNode} from '../helpers/processes';
import {startRedis} from '../helpers/services';

type Client = {name: string; socket: Socket; messages: string[]};

function connect(url: string, name: string): Promise<Client> {
  const socket = io(url, {transports: ['websocket']});
  const client = {name, socket, messages: [] as string[]};
  socket.on('message', (text: string) => client.messages.push(text));
  return new Promise((resolve) => socket.once('connect', () => resolve(client)));
}

async function until(condition: () => boolean, what: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Waits until every client received `fence` (a broadcast to everyone sent after the action), then returns and
 * clears what each client received before it. Events reach a client in the order the server sent them.
 */
async function receivedBefore(sender: Client, clients: Client[], fence: string) {
  sender.socket.emit('to everyone', fence);
  await until(() => clients.every((client) => client.messages.includes(fence)), fence);
  const result: Record<string, string[]> = {};
  for (const client of clients) {
    result[client.name] = client.messages.slice(0, client.messages.indexOf(fence));
    client.messages.length = 0;
  }
  return result;
}

test('broadcasting: exactly who receives each kind of broadcast, with three real clients', async (t) => {
  const server = await startExampleServer('examples/broadcasting-events/server.js');
  t.after(() => server.stop());
  const alice = await connect(server.url, 'alice');
  const bob = await connect(server.url, 'bob');
  const carol = await connect(server.url, 'carol');
  const all = [alice, bob, carol];
  t.after(() => all.forEach((client) => client.socket.disconnect()));

  assert.deepEqual(await alice.socket.emitWithAck('join', 'general'), ['general']);
  assert.deepEqual(await bob.socket.emitWithAck('join', ['general', 'sports']), ['general', 'sports']);
  // an unknown channel is refused by the server
  assert.deepEqual(await carol.socket.emitWithAck('join', ['sports', 'admins']), ['sports']);

  alice.socket.emit('to everyone', 'A');
  assert.deepEqual(await receivedBefore(alice, all, 'fence 1'), {alice: ['A'], bob: ['A'], carol: ['A']});

  alice.socket.emit('to everyone else', 'B');
  assert.deepEqual(await receivedBefore(alice, all, 'fence 2'), {alice: [], bob: ['B'], carol: ['B']});

  alice.socket.emit('to channels', 'general', 'C');
  assert.deepEqual(await receivedBefore(alice, all, 'fence 3'), {alice: ['C'], bob: ['C'], carol: []});

  // bob is in both rooms and still gets the event once
  alice.socket.emit('to channels', ['general', 'sports'], 'D');
  assert.deepEqual(await receivedBefore(alice, all, 'fence 4'), {alice: ['D'], bob: ['D'], carol: ['D']});

  alice.socket.emit('to channels but me', 'general', 'E');
  assert.deepEqual(await receivedBefore(alice, all, 'fence 5'), {alice: [], bob: ['E'], carol: []});

  alice.socket.emit('to everyone outside', 'sports', 'F');
  assert.deepEqual(await receivedBefore(alice, all, 'fence 6'), {alice: ['F'], bob: [], carol: []});

  // broadcast with acknowledgements: one answer per client
  for (const client of all) {
    client.socket.on('question', (question: string, callback: (answer: string) => void) => {
      if (!(client.name === 'carol' && question === 'silent carol?')) callback(`${client.name}: yes`);
    });
  }
  const poll = await alice.socket.emitWithAck('poll', 'coffee?');
  assert.deepEqual([...poll.answers].sort(), ['alice: yes', 'bob: yes', 'carol: yes']);
  assert.equal(poll.error, undefined);
  // carol does not answer: after the timeout, an error and the answers received so far
  const partial = await alice.socket.emitWithAck('poll', 'silent carol?');
  assert.equal(partial.error, 'operation has timed out');
  assert.deepEqual([...partial.answers].sort(), ['alice: yes', 'bob: yes']);

  // a disconnected client misses the broadcast, even after it reconnects
  carol.socket.disconnect();
  alice.socket.emit('to everyone', 'G');
  await until(() => bob.messages.includes('G'), 'G');
  carol.socket.connect();
  await new Promise((resolve) => carol.socket.once('connect', () => resolve(null)));
  assert.deepEqual(await receivedBefore(alice, all, 'fence 7'), {alice: ['G'], bob: ['G'], carol: []});

  // after a reconnection, carol is a new socket in no room: the server must add her again
  alice.socket.emit('to channels', 'sports', 'H');
  assert.deepEqual(await receivedBefore(alice, all, 'fence 8'), {alice: [], bob: ['H'], carol: []});
  assert.deepEqual(await carol.socket.emitWithAck('join', 'sports'), ['sports']);

  // the sample client joins general and sports and greets sports, itself excluded
  const dave = startNode('examples/broadcasting-events/client.js', {SERVER_URL: server.url, NAME: 'dave'});
  t.after(() => dave.stop());
  await dave.waitForOutput(/dave joined: general, sports/);
  await until(() => bob.messages.includes('dave is here') && carol.messages.includes('dave is here'), 'greeting');
  assert.deepEqual(await receivedBefore(alice, all, 'fence 9'), {
    alice: [],
    bob: ['dave is here'],
    carol: ['dave is here'],
  });
  await dave.waitForOutput(/dave received: fence 9/);
  assert.doesNotMatch(dave.output(), /dave received: dave is here/);
});

test('broadcasting: io.local reaches the clients of one node only, io.emit all nodes', async (t) => {
  const redis = await startRedis();
  t.after(() => redis.stop());
  const node1 = await startExampleServer('examples/broadcasting-events/multi-node.js', {REDIS_URL: redis.url});
  t.after(() => node1.stop());
  const node2 = await startExampleServer('examples/broadcasting-events/multi-node.js', {REDIS_URL: redis.url});
  t.after(() => node2.stop());

  const x = await connect(node1.url, 'x');
  const y = await connect(node2.url, 'y');
  t.after(() => [x, y].forEach((client) => client.socket.disconnect()));

  // warm up: wait until the Redis subscriptions of both nodes are ready
  await until(() => {
    x.socket.emit('to all nodes', 'warm-up');
    return y.messages.includes('warm-up');
  }, 'the Redis adapter', 10_000);
  await new Promise((resolve) => setTimeout(resolve, 200));
  x.messages.length = 0;
  y.messages.length = 0;

  x.socket.emit('to this node', 'local');
  x.socket.emit('to all nodes', 'global');
  await until(() => x.messages.includes('global') && y.messages.includes('global'), 'global');
  assert.deepEqual(x.messages, ['local', 'global']);
  assert.deepEqual(y.messages, ['global']);
});
