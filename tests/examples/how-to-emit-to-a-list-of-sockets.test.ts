import {test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {Server} from 'socket.io';
import {io, type Socket} from 'socket.io-client';
import {startExampleServer, startNode} from '../helpers/processes';
import {startRedis} from '../helpers/services';

const dir = 'examples/how-to/emit-to-a-list-of-sockets';
const ADMIN_TOKEN = 'admin-secret';

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

/** A connected client with a name, recording every notification it receives. */
type Client = Socket & {label: string; received: string[]};

async function connect(url: string, label: string, token: string): Promise<Client> {
  const socket = io(url, {forceNew: true, reconnection: false, transports: ['websocket'], auth: {token}});
  const client = Object.assign(socket, {label, received: [] as string[]});
  socket.on('notification', (message: string) => client.received.push(message));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return client;
}

function request(url: string, path: string, method = 'POST', body = '') {
  return fetch(`${url}${path}`, {method, body: method === 'POST' ? body : undefined, headers: {authorization: `Bearer ${ADMIN_TOKEN}`}});
}

/**
 * Checks who got `message`: each client of `expected` exactly once, the others never. It waits for the expected
 * clients, then a little longer, so that a copy sent to someone else (or a second copy) has time to arrive too.
 */
async function assertDelivered(clients: Client[], message: string, expected: Client[]) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && !expected.every((client) => client.received.includes(message))) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  const got = clients.filter((client) => client.received.includes(message)).map((client) => client.label);
  assert.deepEqual(got, expected.map((client) => client.label), `who received "${message}"`);
  for (const client of expected) {
    assert.equal(client.received.filter((m) => m === message).length, 1, `${client.label} received "${message}" once`);
  }
}

test('emit to a list, one server: a user, projects (a union), socket ids, a namespace, a filter', async (t) => {
  const stopLater = cleanup(t);
  const server = stopLater(await startExampleServer(`${dir}/server.js`, {ADMIN_TOKEN}));
  const {url} = server;
  const clients = [
    await connect(url, 'alice tab 1', 'alice-token'),
    await connect(url, 'alice tab 2', 'alice-token'),
    await connect(url, 'bob', 'bob-token'),
    await connect(url, 'carol', 'carol-token'),
    await connect(url, 'dave', 'dave-token'),
  ];
  t.after(() => clients.forEach((client) => client.disconnect()));
  const [alice1, alice2, bob, carol, dave] = clients;

  assert.equal((await request(url, '/users/alice/notifications', 'POST', 'to alice')).status, 202);
  await assertDelivered(clients, 'to alice', [alice1, alice2]);

  // alice is in both projects and still gets the event once: to([a, b]) is a union
  await request(url, '/projects/10,11/notifications', 'POST', 'to projects 10 or 11');
  await assertDelivered(clients, 'to projects 10 or 11', [alice1, alice2, bob, dave]);

  await request(url, `/sockets/notifications?id=${bob.id}&id=${carol.id}`, 'POST', 'to two socket ids');
  await assertDelivered(clients, 'to two socket ids', [bob, carol]);
  const empty = await request(url, '/sockets/notifications', 'POST', 'to no socket');
  assert.equal(empty.status, 400);
  await assertDelivered(clients, 'to no socket', []);

  // managers of organization 1 working on project 11: only alice, until dave joins the project
  const matching = '/matching/notifications?org=1&role=manager&project=11';
  await request(url, matching, 'POST', 'filter 1');
  await assertDelivered(clients, 'filter 1', [alice1, alice2]);
  assert.equal((await request(url, '/projects/11/members/dave', 'PUT')).status, 202);
  await request(url, matching, 'POST', 'filter 2');
  await assertDelivered(clients, 'filter 2', [alice1, alice2, dave]);
  const fetched = await request(url, `${matching}&fetch`, 'POST', 'filter 3');
  assert.deepEqual(await fetched.json(), {count: 3});
  await assertDelivered(clients, 'filter 3', [alice1, alice2, dave]);
  await request(url, '/projects/11/members/dave', 'DELETE');
  await request(url, '/projects/11/notifications', 'POST', 'to project 11');
  await assertDelivered(clients, 'to project 11', [alice1, alice2]);

  // the "/managers" namespace: its middleware lets managers in, and refuses bob
  const managers = [
    await connect(`${url}/managers`, 'alice (managers)', 'alice-token'),
    await connect(`${url}/managers`, 'carol (managers)', 'carol-token'),
    await connect(`${url}/managers`, 'dave (managers)', 'dave-token'),
  ];
  t.after(() => managers.forEach((client) => client.disconnect()));
  await assert.rejects(connect(`${url}/managers`, 'bob (managers)', 'bob-token'), /managers only/);
  await request(url, '/managers/notifications', 'POST', 'to managers');
  await assertDelivered([...clients, ...managers], 'to managers', managers);

  assert.equal((await fetch(`${url}/users/alice/notifications`, {method: 'POST', body: 'no token'})).status, 401);
  assert.equal(server.output().includes('does not support'), false, 'no serverSideEmit() warning on a single server');
});

test('emit to a list, two servers with the Redis adapter: rooms, ids, socketsJoin, filters and namespaces cross servers', async (t) => {
  const stopLater = cleanup(t);
  const redis = stopLater(await startRedis());
  const env = {REDIS_URL: redis.url, ADMIN_TOKEN};
  const one = stopLater(await startExampleServer(`${dir}/server.js`, env));
  const two = stopLater(await startExampleServer(`${dir}/server.js`, env));
  const clients = [
    await connect(one.url, 'alice on one', 'alice-token'),
    await connect(two.url, 'alice on two', 'alice-token'),
    await connect(one.url, 'bob on one', 'bob-token'),
    await connect(two.url, 'carol on two', 'carol-token'),
    await connect(two.url, 'dave on two', 'dave-token'),
  ];
  t.after(() => clients.forEach((client) => client.disconnect()));
  const [alice1, alice2, bob, carol, dave] = clients;

  // every request goes to server one; the sockets of server two get the events through Redis
  await request(one.url, '/users/alice/notifications', 'POST', 'to alice');
  await assertDelivered(clients, 'to alice', [alice1, alice2]);
  await request(one.url, '/projects/10,11/notifications', 'POST', 'to projects 10 or 11');
  await assertDelivered(clients, 'to projects 10 or 11', [alice1, alice2, bob, dave]);
  await request(one.url, `/sockets/notifications?id=${bob.id}&id=${carol.id}`, 'POST', 'to two socket ids');
  await assertDelivered(clients, 'to two socket ids', [bob, carol]);

  const matching = '/matching/notifications?org=1&role=manager&project=11';
  await request(one.url, matching, 'POST', 'filter 1');
  await assertDelivered(clients, 'filter 1', [alice1, alice2]);
  // dave's socket is on server two; socketsJoin() asked on server one reaches it
  await request(one.url, '/projects/11/members/dave', 'PUT');
  await request(one.url, matching, 'POST', 'filter 2');
  await assertDelivered(clients, 'filter 2', [alice1, alice2, dave]);
  const fetched = await request(one.url, `${matching}&fetch`, 'POST', 'filter 3');
  assert.deepEqual(await fetched.json(), {count: 3});
  await assertDelivered(clients, 'filter 3', [alice1, alice2, dave]);

  const managers = [
    await connect(`${one.url}/managers`, 'alice (managers, one)', 'alice-token'),
    await connect(`${two.url}/managers`, 'carol (managers, two)', 'carol-token'),
  ];
  t.after(() => managers.forEach((client) => client.disconnect()));
  await request(one.url, '/managers/notifications', 'POST', 'to managers');
  await assertDelivered([...clients, ...managers], 'to managers', managers);
});

test('emit to a list: the sample client prints its notifications, and is refused by /managers unless a manager', async (t) => {
  const stopLater = cleanup(t);
  const server = stopLater(await startExampleServer(`${dir}/server.js`, {ADMIN_TOKEN}));
  const carol = stopLater(startNode(`${dir}/client.js`, {SERVER_URL: server.url, TOKEN: 'carol-token'}));
  const bob = stopLater(startNode(`${dir}/client.js`, {SERVER_URL: server.url, TOKEN: 'bob-token'}));
  await carol.waitForOutput(/joined \/managers/);
  await bob.waitForOutput(/refused by \/managers: managers only/);
  await bob.waitForOutput(/connected as \S+/);

  await request(server.url, '/users/carol/notifications', 'POST', 'hello carol');
  await carol.waitForOutput(/notification: hello carol/);
  await request(server.url, '/managers/notifications', 'POST', 'hello managers');
  await carol.waitForOutput(/notification to managers: hello managers/);
  assert.doesNotMatch(bob.output(), /hello/);
});

// What the page warns about, checked on the library itself: to([]) names no room, so it targets everybody.
test('emit to a list: io.to([]) with an empty list reaches every socket of the namespace', async (t) => {
  const httpServer = createServer();
  const server = new Server(httpServer);
  await new Promise<void>((resolve) => httpServer.listen(0, resolve));
  t.after(() => server.close());
  const url = `http://localhost:${(httpServer.address() as AddressInfo).port}`;
  const sockets = [io(url, {forceNew: true, transports: ['websocket']}), io(url, {forceNew: true, transports: ['websocket']})];
  t.after(() => sockets.forEach((socket) => socket.disconnect()));
  await Promise.all(sockets.map((socket) => new Promise((resolve) => socket.once('connect', () => resolve(undefined)))));

  const received = Promise.all(sockets.map((socket) => new Promise((resolve) => socket.once('notification', resolve))));
  server.to([]).emit('notification', 'to an empty list');
  assert.deepEqual(await received, ['to an empty list', 'to an empty list']);
});
