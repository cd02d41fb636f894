import {test} from 'node:test';
import assert from 'node:assert/strict';
import {io, type Socket} from 'socket.io-client';
import {startExampleServer, startNode} from '../helpers/processes';
import {startRedis} from '../helpers/services';

function connect(url: string, options = {}): Promise<{socket: Socket; welcome: string}> {
  return new Promise((resolve, reject) => {
    const socket = io(url, {forceNew: true, ...options});
    socket.once('welcome', (welcome: string) => resolve({socket, welcome}));
    socket.once('connect_error', reject);
  });
}

function nextMessage(socket: Socket): Promise<string> {
  return new Promise((resolve) => socket.once('chat message', resolve));
}

test('without sticky sessions, a polling request on the wrong server gets "Session ID unknown"', async (t) => {
  const redis = await startRedis();
  t.after(() => redis.stop());
  const one = await startExampleServer('examples/using-multiple-nodes/redis-server.js', {REDIS_URL: redis.url});
  t.after(() => one.stop());
  const two = await startExampleServer('examples/using-multiple-nodes/redis-server.js', {REDIS_URL: redis.url});
  t.after(() => two.stop());

  const handshake = await (await fetch(`${one.url}/socket.io/?EIO=4&transport=polling`)).text();
  const {sid} = JSON.parse(handshake.slice(1));
  const wrong = await fetch(`${two.url}/socket.io/?EIO=4&transport=polling&sid=${sid}`);
  assert.equal(wrong.status, 400);
  assert.deepEqual(await wrong.json(), {code: 1, message: 'Session ID unknown'});
});

test('redis adapter: a broadcast from one server reaches the clients of the other one', async (t) => {
  const redis = await startRedis();
  t.after(() => redis.stop());
  const one = await startExampleServer('examples/using-multiple-nodes/redis-server.js', {REDIS_URL: redis.url});
  t.after(() => one.stop());
  const two = await startExampleServer('examples/using-multiple-nodes/redis-server.js', {REDIS_URL: redis.url});
  t.after(() => two.stop());

  const alice = await connect(one.url);
  t.after(() => alice.socket.disconnect());
  const bob = startNode('examples/using-multiple-nodes/client.js', {SERVER_URL: two.url});
  t.after(() => bob.stop());
  assert.equal(alice.welcome, `server on port ${one.port}`);
  await bob.waitForOutput(new RegExp(`connected to server on port ${two.port}`));

  const toAlice = nextMessage(alice.socket);
  alice.socket.emit('chat message', 'hello from server one');
  assert.equal(await toAlice, 'hello from server one');
  assert.match(await bob.waitForOutput(/new message: .+/), /new message: hello from server one/);
});

test('cluster: clients spread over two workers all receive a broadcast', async (t) => {
  const primary = await startExampleServer('examples/using-multiple-nodes/cluster.js');
  t.after(() => primary.stop());
  await primary.waitForOutput(/worker \d+ started[\s\S]*worker \d+ started/);

  // default transports: HTTP long-polling first, so every request must find its worker (sticky sessions)
  const clients = await Promise.all([1, 2, 3, 4].map(() => connect(primary.url)));
  t.after(() => clients.forEach(({socket}) => socket.disconnect()));
  const workers = new Set(clients.map(({welcome}) => welcome));
  assert.equal(workers.size, 2, `clients should be on two workers, got ${[...workers]}`);

  const received = Promise.all(clients.map(({socket}) => nextMessage(socket)));
  clients[0].socket.emit('chat message', 'hello, cluster');
  assert.deepEqual(await received, ['hello, cluster', 'hello, cluster', 'hello, cluster', 'hello, cluster']);

  // and it still works once the clients have upgraded to WebSocket
  await new Promise((resolve) => setTimeout(resolve, 300));
  const again = Promise.all(clients.map(({socket}) => nextMessage(socket)));
  clients[3].socket.emit('chat message', 'again');
  assert.deepEqual(await again, ['again', 'again', 'again', 'again']);
});
