import {test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import {io, type Socket} from 'socket.io-client';
import {startExampleServer, startNode} from '../helpers/processes';
import {startRedis} from '../helpers/services';

const dir = 'examples/how-to/count-connected-users';

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

/** A tab: a client with a connection of its own, which records the presence events it receives. */
type Tab = Socket & {events: string[]; online: Promise<string[]>};

function openTab(url: string, token: string): Tab {
  const socket = io(url, {forceNew: true, reconnection: false, transports: ['websocket'], auth: {token}}) as Tab;
  socket.events = [];
  socket.on('user connected', (userId) => socket.events.push(`+${userId}`));
  socket.on('user disconnected', (userId) => socket.events.push(`-${userId}`));
  socket.online = new Promise((resolve, reject) => {
    socket.once('users', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

async function get(url: string) {
  const response = await fetch(url);
  assert.equal(response.status, 200, await response.clone().text());
  return response.json();
}

/** Polls `read` until it returns `expected` (deep equality), or fails with the last value read. */
async function until<T>(read: () => T | Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> {
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

const sorted = async (users: Promise<{count: number; users: string[]}>) => {
  const body = await users;
  return {count: body.count, users: [...body.users].sort()};
};

test('count users, one server: a user with two tabs counts once, and leaves with the last tab', async (t) => {
  const stopLater = cleanup(t);
  const server = stopLater(await startExampleServer(`${dir}/server.js`));
  const tabs: Tab[] = [];
  t.after(() => tabs.forEach((tab) => tab.disconnect()));

  const bob = openTab(server.url, 'bob-token');
  tabs.push(bob);
  assert.deepEqual(await bob.online, ['bob']);

  const alice1 = openTab(server.url, 'alice-token');
  const alice2 = openTab(server.url, 'alice-token');
  tabs.push(alice1, alice2);
  await Promise.all([alice1.online, alice2.online]);
  assert.deepEqual(await sorted(get(`${server.url}/users`)), {count: 2, users: ['alice', 'bob']});
  assert.deepEqual(await get(`${server.url}/users/alice`), {connected: true});
  assert.deepEqual(await get(`${server.url}/users/carol`), {connected: false});

  alice1.disconnect();
  await until(() => get(`${server.url}/users`), {count: 2, users: ['bob', 'alice']});
  alice2.disconnect();
  await until(() => get(`${server.url}/users`), {count: 1, users: ['bob']});
  await until(() => bob.events, ['+alice', '-alice']);

  const stranger = openTab(server.url, 'forged');
  tabs.push(stranger);
  await assert.rejects(stranger.online, /not authorized/);
});

test('count users, one server: the sample client prints who comes and goes', async (t) => {
  const stopLater = cleanup(t);
  const server = stopLater(await startExampleServer(`${dir}/server.js`));
  const watcher = stopLater(startNode(`${dir}/client.js`, {SERVER_URL: server.url, TOKEN: 'carol-token'}));
  await watcher.waitForOutput(/online: carol/);
  const alice = stopLater(startNode(`${dir}/client.js`, {SERVER_URL: server.url, TOKEN: 'alice-token'}));
  await alice.waitForOutput(/online: carol, alice/);
  await watcher.waitForOutput(/alice connected/);
  await alice.stop();
  await watcher.waitForOutput(/alice disconnected/);
  const stranger = stopLater(startNode(`${dir}/client.js`, {SERVER_URL: server.url, TOKEN: 'forged'}));
  await stranger.waitForOutput(/refused: not authorized/);
});

test('count users, several servers: one user on two servers counts once, in Redis and in the answers of every server', async (t) => {
  const stopLater = cleanup(t);
  const redis = stopLater(await startRedis());
  const one = stopLater(await startExampleServer(`${dir}/cluster-server.js`, {REDIS_URL: redis.url}));
  const two = stopLater(await startExampleServer(`${dir}/cluster-server.js`, {REDIS_URL: redis.url}));
  const tabs: Tab[] = [];
  t.after(() => tabs.forEach((tab) => tab.disconnect()));

  const bob = openTab(two.url, 'bob-token');
  tabs.push(bob);
  assert.deepEqual(await bob.online, ['bob']);

  const alice1 = openTab(one.url, 'alice-token');
  const alice2 = openTab(two.url, 'alice-token');
  tabs.push(alice1, alice2);
  await Promise.all([alice1.online, alice2.online]);

  for (const server of [one, two]) {
    assert.deepEqual(await sorted(get(`${server.url}/users`)), {count: 2, users: ['alice', 'bob']});
    assert.deepEqual(await get(`${server.url}/users/alice`), {fetchSockets: true, serverSideEmit: true, redis: true});
    assert.deepEqual(await get(`${server.url}/users/carol`), {fetchSockets: false, serverSideEmit: false, redis: false});
  }
  // bob on server two heard of alice once, though she opened a tab on each server
  await until(() => bob.events, ['+alice']);

  alice2.disconnect();
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.deepEqual(await get(`${two.url}/users/alice`), {fetchSockets: true, serverSideEmit: true, redis: true});
  assert.deepEqual(bob.events, ['+alice']);

  alice1.disconnect();
  await until(() => bob.events, ['+alice', '-alice']);
  assert.deepEqual(await get(`${two.url}/users`), {count: 1, users: ['bob']});
  assert.deepEqual(await get(`${one.url}/users/alice`), {fetchSockets: false, serverSideEmit: false, redis: false});
});

test('count users, several servers: the users of a crashed server go offline, a frozen server comes back, a stopped one leaves at once', async (t) => {
  const stopLater = cleanup(t);
  const redis = stopLater(await startRedis());
  const env = {REDIS_URL: redis.url, ALIVE_TTL_MS: '3000'};
  const one = stopLater(await startExampleServer(`${dir}/cluster-server.js`, env));
  const two = stopLater(await startExampleServer(`${dir}/cluster-server.js`, env));
  const three = stopLater(await startExampleServer(`${dir}/cluster-server.js`, env));
  const tabs: Tab[] = [];
  t.after(() => tabs.forEach((tab) => tab.disconnect()));

  // alice on one and two, carol on two only, bob on three
  const alice1 = openTab(one.url, 'alice-token');
  tabs.push(alice1);
  await alice1.online;
  for (const [server, token] of [[two, 'alice-token'], [two, 'carol-token'], [three, 'bob-token']] as const) {
    const tab = openTab(server.url, token);
    tabs.push(tab);
    await tab.online;
  }
  assert.deepEqual(await sorted(get(`${one.url}/users`)), {count: 3, users: ['alice', 'bob', 'carol']});
  await until(() => alice1.events, ['+carol', '+bob']);

  // a crash: no "disconnect" handler runs; another server removes the process and says who left
  two.child.kill('SIGKILL');
  await until(() => sorted(get(`${one.url}/users`)), {count: 2, users: ['alice', 'bob']});
  await until(() => alice1.events, ['+carol', '+bob', '-carol']);
  assert.match(one.output() + three.output(), /removed dead process \S+; offline now: carol\n/);

  // frozen longer than the TTL: taken for dead, then registered again with its users
  three.child.kill('SIGSTOP');
  await until(() => alice1.events, ['+carol', '+bob', '-carol', '-bob']);
  assert.deepEqual(await get(`${one.url}/users`), {count: 1, users: ['alice']});
  three.child.kill('SIGCONT');
  await until(() => alice1.events, ['+carol', '+bob', '-carol', '-bob', '+bob']);
  await three.waitForOutput(/this process was taken for dead: registering it again/);
  assert.deepEqual(await sorted(get(`${one.url}/users`)), {count: 2, users: ['alice', 'bob']});

  // a clean shutdown: the disconnect handlers run and bob leaves at once, not after the TTL
  await three.stop();
  assert.equal(three.child.exitCode, 0, three.output());
  await until(() => alice1.events, ['+carol', '+bob', '-carol', '-bob', '+bob', '-bob'], 1000);
  assert.deepEqual(await get(`${one.url}/users`), {count: 1, users: ['alice']});
});
