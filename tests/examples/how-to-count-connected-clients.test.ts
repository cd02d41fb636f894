import {test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import {io, Manager, type Socket} from 'socket.io-client';
import {startExampleServer, startNode} from '../helpers/processes';
import {startRedis} from '../helpers/services';

const dir = 'examples/how-to/count-connected-clients';

/** Stops what a test started in reverse order, once it ends: the servers before the Redis they use. */
function cleanup(t: TestContext) {
  const stops: (() => unknown)[] = [];
  t.after(async () => {
    for (const stop of stops.reverse()) await stop();
  });
  return <T extends {stop: () => unknown}>(started: T): T => {
    stops.push(() => started.stop());
    return started;
  };
}

/** A client with a connection of its own (the test process would otherwise share one per URL). */
function connect(url: string, auth: Record<string, unknown> = {}): Socket {
  return io(url, {forceNew: true, reconnection: false, transports: ['websocket'], auth});
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

async function counts(url: string, query = ''): Promise<Record<string, number>> {
  const response = await fetch(`${url}/counts${query}`);
  assert.equal(response.status, 200, await response.clone().text());
  return response.json();
}

/** Polls `read` until it returns `expected` (deep equality), or fails with the last value read. */
async function until<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await read();
    try {
      assert.deepEqual(last, expected);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  assert.deepEqual(last, expected);
}

test('count clients, one server: connections, namespaces and rooms are counted apart', async (t) => {
  const server = await startExampleServer(`${dir}/server.js`, {ADMIN_TOKEN: 'secret'});
  t.after(() => server.stop());
  const sockets: Socket[] = [];
  t.after(() => sockets.forEach((socket) => socket.disconnect()));

  // A on "/" (in the room "news"), B on "/orders", C on both over one connection
  const a = connect(server.url, {room: 'news'});
  const b = connect(`${server.url}/orders`);
  const manager = new Manager(server.url, {reconnection: false, transports: ['websocket']});
  const cMain = manager.socket('/');
  const cOrders = manager.socket('/orders');
  sockets.push(a, b, cMain, cOrders);
  cMain.connect();
  cOrders.connect();
  await Promise.all(sockets.map(connected));

  assert.deepEqual(await counts(server.url), {connections: 3, main: 2, orders: 2, admin: 0, news: 1, sports: 0});

  // a client refused by the middleware of "/admin" is in no namespace, and closes its connection
  const intruder = connect(`${server.url}/admin`, {token: 'wrong'});
  sockets.push(intruder);
  await assert.rejects(connected(intruder), /forbidden/);
  await until(() => counts(server.url), {connections: 3, main: 2, orders: 2, admin: 0, news: 1, sports: 0});

  const admin = connect(`${server.url}/admin`, {token: 'secret'});
  sockets.push(admin);
  await connected(admin);
  assert.deepEqual(await counts(server.url), {connections: 4, main: 2, orders: 2, admin: 1, news: 1, sports: 0});

  // C leaves: one connection, and a socket in each namespace, fewer
  cMain.disconnect();
  cOrders.disconnect();
  admin.disconnect();
  await until(() => counts(server.url), {connections: 2, main: 1, orders: 1, admin: 0, news: 1, sports: 0});
});

test('count clients, one server: the sample client joins several namespaces over one connection', async (t) => {
  const server = await startExampleServer(`${dir}/server.js`);
  t.after(() => server.stop());
  const client = startNode(`${dir}/client.js`, {SERVER_URL: server.url, NAMESPACES: '/,/orders,/admin', ROOM: 'sports'});
  t.after(() => client.stop());

  await client.waitForOutput(/connected to \/\n[\s\S]*connected to \/orders|connected to \/orders\n[\s\S]*connected to \/$/m);
  await client.waitForOutput(/refused by \/admin: forbidden/);
  assert.deepEqual(await counts(server.url), {connections: 1, main: 1, orders: 1, admin: 0, news: 0, sports: 1});
});

test('count clients, several servers: fetchSockets() and serverSideEmitWithAck() count the clients of every server', async (t) => {
  const stopLater = cleanup(t);
  const redis = stopLater(await startRedis());
  const one = stopLater(await startExampleServer(`${dir}/cluster-server.js`, {REDIS_URL: redis.url}));
  const two = stopLater(await startExampleServer(`${dir}/cluster-server.js`, {REDIS_URL: redis.url}));

  const sockets = [
    connect(one.url, {room: 'news'}),
    connect(one.url),
    connect(two.url, {room: 'news'}),
  ];
  t.after(() => sockets.forEach((socket) => socket.disconnect()));
  await Promise.all(sockets.map(connected));

  assert.deepEqual(await counts(one.url), {local: 2, fetchSockets: 3, serverSideEmit: 3});
  assert.deepEqual(await counts(two.url), {local: 1, fetchSockets: 3, serverSideEmit: 3});
  assert.deepEqual(await counts(two.url, '?room=news'), {local: 1, fetchSockets: 2, serverSideEmit: 2});
  assert.deepEqual(await counts(two.url, '?room=sports'), {local: 0, fetchSockets: 0, serverSideEmit: 0});

  sockets[2].disconnect();
  await until(() => counts(one.url), {local: 2, fetchSockets: 2, serverSideEmit: 2});
});

test('count clients, several servers: without an adapter the guard answers at once with the local count', async (t) => {
  // no REDIS_URL: the default in-memory adapter, whose serverSideEmitWithAck() never settles
  const server = await startExampleServer(`${dir}/cluster-server.js`);
  t.after(() => server.stop());
  const socket = connect(server.url);
  t.after(() => socket.disconnect());
  await connected(socket);

  const started = Date.now();
  assert.deepEqual(await counts(server.url), {local: 1, fetchSockets: 1, serverSideEmit: 1});
  assert.ok(Date.now() - started < 2000, 'answered without waiting for other servers');
});

test('count clients, Redis counter: a crashed server is removed from the total, a paused one comes back', async (t) => {
  const stopLater = cleanup(t);
  const redis = stopLater(await startRedis());
  const env = {REDIS_URL: redis.url, ALIVE_TTL_MS: '3000'};
  const one = stopLater(await startExampleServer(`${dir}/redis-counter.js`, env));
  const two = stopLater(await startExampleServer(`${dir}/redis-counter.js`, env));
  const three = stopLater(await startExampleServer(`${dir}/redis-counter.js`, env));

  const sockets = [connect(one.url), connect(one.url), connect(two.url), connect(three.url), connect(three.url)];
  t.after(() => sockets.forEach((socket) => socket.disconnect()));
  await Promise.all(sockets.map(connected));
  await until(() => counts(one.url), {total: 5, local: 2});

  sockets[0].disconnect();
  await until(() => counts(two.url), {total: 4, local: 1});

  // a crash: no "disconnect" handler runs, the heartbeats stop, another server cleans up
  two.child.kill('SIGKILL');
  await until(() => counts(one.url), {total: 3, local: 1});
  assert.match(one.output() + three.output(), /removed dead process \S+ and its 1 clients/);

  // a process frozen longer than the TTL is taken for dead; when it runs again, its heartbeat
  // registers it again with its real count
  three.child.kill('SIGSTOP');
  await until(() => counts(one.url), {total: 1, local: 1});
  three.child.kill('SIGCONT');
  await until(() => counts(one.url), {total: 3, local: 1});
  await three.waitForOutput(/count of this process corrected by 2/);

  // a clean shutdown decrements the counters and removes the process at once
  await three.stop();
  assert.deepEqual(await counts(one.url), {total: 1, local: 1});
});
