import {test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import type {ChildProcess} from 'node:child_process';
import {io, type Socket} from 'socket.io-client';
import {startExampleServer, startNode} from '../helpers/processes';
import {startRedis} from '../helpers/services';

const dir = 'examples/how-to/disconnect-a-specific-client';
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

/** A client with a connection of its own, connected; `closed` resolves with the reason. */
async function connect(url: string, token: string) {
  const socket = io(url, {forceNew: true, transports: ['websocket'], auth: {token}});
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  return Object.assign(socket, {closed});
}

function disconnect(url: string, path: string, token = ADMIN_TOKEN) {
  return fetch(`${url}${path}`, {method: 'DELETE', headers: {authorization: `Bearer ${token}`}});
}

/** Resolves with what `promise` resolves with, or with "still connected" after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | 'still connected'> {
  return Promise.race([promise, new Promise<'still connected'>((resolve) => setTimeout(() => resolve('still connected'), ms))]);
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

test('disconnect a client, several servers: a socket of the other server, with and without confirmation', async (t) => {
  const stopLater = cleanup(t);
  const redis = stopLater(await startRedis());
  const env = {REDIS_URL: redis.url, ADMIN_TOKEN};
  const one = stopLater(await startExampleServer(`${dir}/server.js`, env));
  const two = stopLater(await startExampleServer(`${dir}/server.js`, env));
  const sockets: Socket[] = [];
  t.after(() => sockets.forEach((socket) => socket.disconnect()));

  const alice = await connect(one.url, 'alice-token');
  const bob = await connect(two.url, 'bob-token');
  const bobAgain = await connect(two.url, 'bob-token');
  sockets.push(alice, bob, bobAgain);

  // asked on server one, for a socket of server two: found, and told the client why
  const bobId = bob.id!;
  const response = await disconnect(one.url, `/sockets/${bobId}?confirm`);
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), {found: true});
  assert.equal(await bob.closed, 'io server disconnect');
  assert.equal(bob.active, false, 'the client does not reconnect by itself');

  // the same socket again, or an id nobody has: not found
  for (const id of [bobId, 'no-such-socket']) {
    const notFound = await disconnect(one.url, `/sockets/${id}?confirm`);
    assert.equal(notFound.status, 404);
    assert.deepEqual(await notFound.json(), {found: false});
  }

  // without confirmation: io.in(id).disconnectSockets() through the adapter
  assert.equal((await disconnect(one.url, `/sockets/${bobAgain.id}`)).status, 202);
  assert.equal(await bobAgain.closed, 'io server disconnect');
  assert.equal(await within(alice.closed, 300), 'still connected');
});

test('disconnect a client, several servers: every tab of a user, through the room of the user', async (t) => {
  const stopLater = cleanup(t);
  const redis = stopLater(await startRedis());
  const env = {REDIS_URL: redis.url, ADMIN_TOKEN};
  const one = stopLater(await startExampleServer(`${dir}/server.js`, env));
  const two = stopLater(await startExampleServer(`${dir}/server.js`, env));
  const tabs = [await connect(one.url, 'alice-token'), await connect(two.url, 'alice-token'), await connect(two.url, 'alice-token')];
  const bob = await connect(one.url, 'bob-token');
  t.after(() => [...tabs, bob].forEach((socket) => socket.disconnect()));

  assert.equal((await disconnect(two.url, '/users/alice')).status, 202);
  assert.deepEqual(await Promise.all(tabs.map((tab) => tab.closed)), Array(3).fill('io server disconnect'));
  assert.equal(await within(bob.closed, 300), 'still connected');
});

test('disconnect a client, one server: the in-memory adapter, the guard, the admin token, and the sample client', async (t) => {
  const stopLater = cleanup(t);
  // no REDIS_URL: the default in-memory adapter, whose serverSideEmitWithAck() never settles
  const server = stopLater(await startExampleServer(`${dir}/server.js`, {ADMIN_TOKEN}));

  const started = Date.now();
  const unknown = await disconnect(server.url, '/sockets/no-such-socket?confirm');
  assert.equal(unknown.status, 404);
  assert.ok(Date.now() - started < 2000, 'answered without waiting for other servers');

  assert.equal((await disconnect(server.url, '/users/alice', 'wrong')).status, 401);

  const client = stopLater(startNode(`${dir}/client.js`, {SERVER_URL: server.url}));
  const id = (await client.waitForOutput(/connected as \S+/)).split(' ').at(-1);
  const response = await disconnect(server.url, `/sockets/${id}?confirm`);
  assert.deepEqual(await response.json(), {found: true});
  await client.waitForOutput(/disconnected: io server disconnect/);
  // no reconnection: the client has nothing left to do and exits
  assert.equal(await exited(client.child), 0);
});
