import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {Server} from 'socket.io';
import {io, type Socket} from 'socket.io-client';
import {WebSocket} from 'ws';
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

test('no HTTP long-polling: the server refuses it with 400 "Transport unknown", a WebSocket-only client connects', async (t) => {
  const server = await startExampleServer('examples/using-multiple-nodes/websocket-only-server.js');
  t.after(() => server.stop());

  const polling = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`);
  assert.equal(polling.status, 400);
  assert.deepEqual(await polling.json(), {code: 0, message: 'Transport unknown'});

  const client = startNode('examples/using-multiple-nodes/websocket-only-client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());
  await client.waitForOutput(new RegExp(`connected to server on port ${server.port}, over websocket`));
});

test('the server offers upgrades only from HTTP long-polling: a client that starts on WebSocket never moves to WebTransport', async (t) => {
  const httpServer = createServer();
  const server = new Server(httpServer, {transports: ['polling', 'websocket', 'webtransport']});
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  t.after(() => server.close());
  const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;

  // the "open" packet of each transport lists the upgrades the server offers from it
  const overPolling = await (await fetch(`${url}/socket.io/?EIO=4&transport=polling`)).text();
  assert.deepEqual(JSON.parse(overPolling.slice(1)).upgrades, ['websocket', 'webtransport']);
  const overWebSocket = await new Promise<string>((resolve, reject) => {
    const ws = new WebSocket(`${url.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`);
    ws.once('message', (data) => {
      resolve(String(data));
      ws.close();
    });
    ws.once('error', reject);
  });
  assert.deepEqual(JSON.parse(overWebSocket.slice(1)).upgrades, []);

  // so a client with transports: ["websocket", "webtransport"] stays on WebSocket
  const socket = io(url, {forceNew: true, transports: ['websocket', 'webtransport']});
  t.after(() => socket.disconnect());
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  let upgraded = false;
  socket.io.engine.on('upgrade', () => (upgraded = true));
  await new Promise((resolve) => setTimeout(resolve, 500));
  assert.equal(socket.io.engine.transport.name, 'websocket');
  assert.equal(upgraded, false);
});

test('client-side load balancing: when its server goes away, the client reconnects to the next server of its list', async (t) => {
  const redis = await startRedis();
  t.after(() => redis.stop());
  const one = await startExampleServer('examples/using-multiple-nodes/redis-server.js', {REDIS_URL: redis.url});
  t.after(() => one.stop());
  const two = await startExampleServer('examples/using-multiple-nodes/redis-server.js', {REDIS_URL: redis.url});
  t.after(() => two.stop());

  // two origins: another port, and another host name for the same machine
  const client = startNode('examples/using-multiple-nodes/client-side-balancing.js', {
    SERVER_URLS: `http://127.0.0.1:${one.port},http://localhost:${two.port}`,
  });
  t.after(() => client.stop());
  const first = await client.waitForOutput(/connected to server on port \d+/);
  const [gone, left] = first.endsWith(String(one.port)) ? [one, two] : [two, one];

  await gone.stop();
  await client.waitForOutput(new RegExp(`connected to server on port ${left.port}`), 15_000);

  // and it is a full member of the cluster again: a broadcast from its new server reaches it
  const alice = await connect(left.url);
  t.after(() => alice.socket.disconnect());
  alice.socket.emit('chat message', 'still there?');
  assert.match(await client.waitForOutput(/new message: .+/), /new message: still there\?/);
});
