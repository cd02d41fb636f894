import {spawn} from 'node:child_process';
import {test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import {createClient} from 'redis';
import {Server} from 'socket.io';
import {io, type Socket} from 'socket.io-client';
import {createAdapter, createShardedAdapter} from '@socket.io/redis-adapter';
import {repoRoot, startExampleServer, startNode} from '../helpers/processes';
import {startRedis, startRedisCluster} from '../helpers/services';

const dir = 'examples/redis-adapter';
const aclFile = `${dir}/redis-acl.conf`;
/** The password of every user in redis-acl.conf, and an administrator the tests add to read `ACL LOG`. */
const password = 'change-me';
const admin = ['--user', 'admin', 'on', '>admin-password', '~*', '&*', '+@all'];
/** Another application sharing the Redis server, with channels and keys of its own. */
const otherApp = ['--user', 'other-app', 'on', '>other-password', 'resetkeys', '~app:*', 'resetchannels', '&app:*', '-@all', '+@read', '+@write', '+publish', '+subscribe'];

/** Stops what a test started in reverse order, once it ends: the servers before the Redis they use. */
function cleanup(t: TestContext) {
  const stops: (() => unknown)[] = [];
  t.after(async () => {
    const errors: unknown[] = [];
    for (const stop of stops.reverse()) await Promise.resolve().then(stop).catch((error) => errors.push(error));
    if (errors.length) throw errors[0];
  });
  return <T extends {stop: () => unknown}>(started: T): T => {
    stops.push(() => started.stop());
    return started;
  };
}

function withUser(url: string, user: string, secret = password) {
  return url.replace('redis://', `redis://${user}:${secret}@`);
}

function connect(url: string): Promise<Socket> {
  const socket = io(url, {forceNew: true, reconnection: false, transports: ['websocket'], timeout: 10_000});
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/**
 * The adapters subscribe without telling when Redis has answered (the sharded one, for a room, once a socket joins
 * it): a server that counts the others, or a broadcast, right away may miss one.
 */
function subscribed() {
  return new Promise((resolve) => setTimeout(resolve, 500));
}

function nextMessage(socket: Socket, event = 'chat message'): Promise<string> {
  return new Promise((resolve) => socket.once(event, resolve));
}

/**
 * Starts a sample server on two ports (or two samples), connects a client to each, and checks that a message
 * bob sends to the second server reaches alice on the first one: it went through Redis.
 */
async function assertBroadcastCrossesServers(
  t: TestContext,
  stopLater: ReturnType<typeof cleanup>,
  files: [string, string],
  env: [Record<string, string>, Record<string, string>],
) {
  const one = stopLater(await startExampleServer(files[0], env[0]));
  const two = stopLater(await startExampleServer(files[1], env[1]));
  const alice = await connect(one.url);
  const bob = await connect(two.url);
  stopLater({stop: () => [alice.close(), bob.close()]});
  await subscribed();
  const received = nextMessage(alice);
  bob.emit('chat message', 'hello from bob');
  const text = await Promise.race([
    received,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`alice got nothing; server one printed:\n${one.output()}\nserver two:\n${two.output()}`)), 10_000),
    ),
  ]);
  assert.equal(text, 'hello from bob');
  return {one, two, alice, bob};
}

/** The commands Redis refused since it started (as `ACL LOG` shows them), read as the administrator. */
async function refusedCommands(url: string): Promise<string[]> {
  const client = createClient({url: withUser(url, 'admin', 'admin-password')});
  await client.connect();
  const log = (await client.sendCommand(['ACL', 'LOG'])) as unknown[][];
  await client.quit();
  return log.map((entry) => {
    const fields = Object.fromEntries(entry.flatMap((value, i) => (i % 2 ? [] : [[String(value), entry[i + 1]]])));
    return `${fields.username}: ${fields.reason} ${fields.object}`;
  });
}

test('redis adapter: a message sent on one server reaches a client of the other, and the emitter reaches it too', async (t) => {
  const redis = await startRedis();
  t.after(() => redis.stop());
  const one = await startExampleServer('examples/redis-adapter/server.js', {REDIS_URL: redis.url});
  t.after(() => one.stop());
  const two = await startExampleServer('examples/redis-adapter/server.js', {REDIS_URL: redis.url});
  t.after(() => two.stop());

  const alice = startNode('examples/redis-adapter/client.js', {SERVER_URL: one.url});
  t.after(() => alice.stop());
  await alice.waitForOutput(/connected as \S+/);

  const bob = startNode('examples/redis-adapter/client.js', {SERVER_URL: two.url});
  t.after(() => bob.stop());
  const bobId = (await bob.waitForOutput(/connected as \S+/)).split(' ').at(-1);

  // bob is connected to server two: his message goes through Redis to reach alice on server one
  await alice.waitForOutput(new RegExp(`received: hello from ${bobId}`));
  await bob.waitForOutput(new RegExp(`received: hello from ${bobId}`));

  const emitter = startNode('examples/redis-adapter/emitter.js', {REDIS_URL: redis.url});
  t.after(() => emitter.stop());
  await alice.waitForOutput(/received: hello from a process without Socket\.IO/);
  await bob.waitForOutput(/received: hello from a process without Socket\.IO/);
  if (emitter.child.exitCode === null) await new Promise((resolve) => emitter.child.once('exit', resolve));
  assert.equal(emitter.child.exitCode, 0, emitter.output());
});

test('redis adapter: the ioredis sample talks to the redis sample (same adapter, other client library)', async (t) => {
  const stopLater = cleanup(t);
  const redis = stopLater(await startRedis());
  await assertBroadcastCrossesServers(t, stopLater, [`${dir}/server.js`, `${dir}/ioredis.js`], [
    {REDIS_URL: redis.url},
    {REDIS_URL: redis.url},
  ]);
});

test('sharded adapter with the redis package: a broadcast crosses servers on a single Redis 7 server', async (t) => {
  const stopLater = cleanup(t);
  const redis = stopLater(await startRedis());
  await assertBroadcastCrossesServers(t, stopLater, [`${dir}/sharded.js`, `${dir}/sharded.js`], [
    {REDIS_URL: redis.url},
    {REDIS_URL: redis.url},
  ]);
});

test('sharded adapter with ioredis on a Redis Cluster: a broadcast crosses servers (shardedSubscribers: true)', async (t) => {
  const stopLater = cleanup(t);
  const cluster = stopLater(await startRedisCluster());
  // one node is enough for ioredis to find the others
  const env = {REDIS_CLUSTER_NODES: cluster.nodes[0]};
  await assertBroadcastCrossesServers(t, stopLater, [`${dir}/sharded-ioredis.js`, `${dir}/sharded-ioredis.js`], [env, env]);
});

test('sharded adapter with ioredis on a Redis Cluster: without shardedSubscribers, the process stops', async (t) => {
  const stopLater = cleanup(t);
  const cluster = stopLater(await startRedisCluster());
  // the sample's adapter region without the option. ioredis then subscribes through one connection, to a node picked
  // at random: the process lives on only while every channel belongs to that node, so use a few namespaces (one
  // channel each, spread over the slots)
  const code = `
    import { Cluster } from "ioredis";
    import { Server } from "socket.io";
    import { createShardedAdapter } from "@socket.io/redis-adapter";
    const pubClient = new Cluster(${JSON.stringify(cluster.nodes)});
    const subClient = pubClient.duplicate();
    const io = new Server({ adapter: createShardedAdapter(pubClient, subClient) });
    for (const name of ["/a", "/b", "/c", "/d", "/e", "/f", "/g", "/h"]) io.of(name);
    io.listen(0);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe']});
  stopLater({stop: () => child.kill()});
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exitCode = await Promise.race([
    new Promise((resolve) => child.once('exit', resolve)),
    new Promise((resolve) => setTimeout(() => resolve('still running after 20 s'), 20_000).unref()),
  ]);
  assert.equal(exitCode, 1, output);
  assert.match(output, /Too many Cluster redirections\. Last error: ReplyError: MOVED/);
});

test('ACL users of redis-acl.conf: the servers, the emitter and the sharded adapter run with no command refused', async (t) => {
  const stopLater = cleanup(t);
  const redis = stopLater(await startRedis({configFile: aclFile, args: admin}));
  const url = withUser(redis.url, 'socket-io');

  // the classic adapter, with the redis package on one server and ioredis on the other
  const {alice, bob} = await assertBroadcastCrossesServers(t, stopLater, [`${dir}/server.js`, `${dir}/ioredis.js`], [
    {REDIS_URL: url},
    {REDIS_URL: url},
  ]);

  // requests and answers (request and response channels, PUBSUB NUMSUB), from a third server with the same user
  const pubClient = createClient({url});
  const subClient = pubClient.duplicate();
  await Promise.all([pubClient.connect(), subClient.connect()]);
  stopLater({stop: () => Promise.all([pubClient.disconnect(), subClient.disconnect()])});
  // a server without HTTP server (io.close() would fail): disconnecting its Redis clients is enough
  const third = new Server({adapter: createAdapter(pubClient, subClient)});
  await subscribed();
  const sockets = await third.fetchSockets();
  assert.deepEqual(sockets.map((socket) => socket.id).sort(), [alice.id, bob.id].sort());

  const emitter = startNode(`${dir}/emitter.js`, {REDIS_URL: withUser(redis.url, 'socket-io-emitter')});
  stopLater(emitter);
  assert.equal(await nextMessage(alice), 'hello from a process without Socket.IO');

  // the sharded adapter, with its own user
  const shardedUrl = withUser(redis.url, 'socket-io-sharded');
  await assertBroadcastCrossesServers(t, stopLater, [`${dir}/sharded.js`, `${dir}/sharded.js`], [
    {REDIS_URL: shardedUrl},
    {REDIS_URL: shardedUrl},
  ]);
  const shardedPub = createClient({url: shardedUrl});
  const shardedSub = shardedPub.duplicate();
  await Promise.all([shardedPub.connect(), shardedSub.connect()]);
  stopLater({stop: () => Promise.all([shardedPub.disconnect(), shardedSub.disconnect()])});
  const shardedThird = new Server({adapter: createShardedAdapter(shardedPub, shardedSub)});
  await subscribed();
  assert.equal((await shardedThird.fetchSockets()).length, 2);

  assert.deepEqual(await refusedCommands(redis.url), []);
});

test('ACL users of redis-acl.conf: nobody else can publish on the adapter channels or read them', async (t) => {
  const stopLater = cleanup(t);
  const redis = stopLater(await startRedis({configFile: aclFile, args: [...admin, ...otherApp]}));
  const as = async (user?: string, secret?: string) => {
    const client = createClient({url: user ? withUser(redis.url, user, secret) : redis.url});
    client.on('error', () => {});
    // node-redis 5 and later never resolve connect() when Redis refuses the handshake (NOAUTH, for the client that
    // does not log in); its commands still get Redis's answer, so that client does not wait for it
    const connecting = client.connect().catch(() => {});
    if (user) await connecting;
    stopLater({stop: () => client.disconnect()});
    return client;
  };
  const packet = 'forged packet';

  // a client that does not log in: the default user is off
  const anonymous = await as();
  await assert.rejects(anonymous.publish('socket.io#/#', packet), /NOAUTH/);

  // another application's user
  const other = await as('other-app', 'other-password');
  await assert.rejects(other.publish('socket.io#/#', packet), /NOPERM/);
  await assert.rejects(other.sendCommand(['PSUBSCRIBE', 'socket.io#/#*']), /NOPERM/);
  assert.equal(await other.publish('app:news', 'its own channels work'), 0);

  // the emitter publishes, but reads nothing
  const emitter = await as('socket-io-emitter');
  await assert.rejects(emitter.sendCommand(['SUBSCRIBE', 'socket.io#/#']), /NOPERM/);
  await assert.rejects(emitter.get('app:secret'), /NOPERM/);

  // the servers' user: the adapter's channels and nothing else
  const servers = await as('socket-io');
  await assert.rejects(servers.publish('app:news', packet), /NOPERM/);
  await assert.rejects(servers.get('app:secret'), /NOPERM/);
  await assert.rejects(servers.sendCommand(['KEYS', '*']), /NOPERM/);
  await assert.rejects(servers.sendCommand(['CONFIG', 'GET', '*']), /NOPERM/);
  await assert.rejects(servers.sendCommand(['FLUSHALL']), /NOPERM/);
});

test('ACL users of redis-acl.conf on a Redis Cluster: the sharded ioredis sample runs with no command refused', async (t) => {
  const stopLater = cleanup(t);
  const cluster = stopLater(
    await startRedisCluster({configFile: aclFile, args: admin, cliArgs: ['--user', 'admin', '--pass', 'admin-password', '--no-auth-warning']}),
  );
  const env = {REDIS_CLUSTER_NODES: cluster.nodes[0], REDIS_USERNAME: 'socket-io-sharded', REDIS_PASSWORD: password};
  await assertBroadcastCrossesServers(t, stopLater, [`${dir}/sharded-ioredis.js`, `${dir}/sharded-ioredis.js`], [env, env]);
  for (const node of cluster.nodes) assert.deepEqual(await refusedCommands(node), [], node);
});

test('without ACL, any client of Redis reads the broadcasts and the handshake of every socket, auth included', async (t) => {
  const stopLater = cleanup(t);
  const redis = stopLater(await startRedis());
  const server = stopLater(await startExampleServer(`${dir}/server.js`, {REDIS_URL: redis.url}));
  const socket = io(server.url, {forceNew: true, reconnection: false, transports: ['websocket'], auth: {token: 'alice-secret-token'}});
  stopLater({stop: () => socket.close()});
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));

  // a curious client: no Socket.IO, only a Redis connection
  const spy = createClient({url: redis.url});
  await spy.connect();
  stopLater({stop: () => spy.disconnect()});
  const seen: string[] = [];
  await spy.pSubscribe('socket.io*', (message) => seen.push(message.toString('latin1')), true);

  // another server asks for the sockets of the cluster; the sample server answers with alice's
  const pubClient = createClient({url: redis.url});
  const subClient = pubClient.duplicate();
  await Promise.all([pubClient.connect(), subClient.connect()]);
  stopLater({stop: () => Promise.all([pubClient.disconnect(), subClient.disconnect()])});
  const other = new Server({adapter: createAdapter(pubClient, subClient)});
  await subscribed();
  assert.equal((await other.fetchSockets()).length, 1);
  socket.emit('chat message', 'a private message');
  await nextMessage(socket);
  await new Promise((resolve) => setTimeout(resolve, 200));

  assert.ok(seen.some((message) => message.includes('alice-secret-token')), 'the fetchSockets() answer carries the auth payload');
  assert.ok(seen.some((message) => message.includes('a private message')), 'the broadcast is readable');
});
