import {test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import {createClient} from 'redis';
import {Server} from 'socket.io';
import {io, type Socket, type SocketOptions, type ManagerOptions} from 'socket.io-client';
import {createAdapter} from '@socket.io/redis-streams-adapter';
import {startExampleServer, startNode} from '../helpers/processes';
import {startRedis} from '../helpers/services';

const dir = 'examples/redis-streams-adapter';
const admin = ['--user', 'admin', 'on', '>admin-password', '~*', '&*', '+@all'];
/** Another application sharing the Redis server, with channels and keys of its own. */
const otherApp = ['--user', 'other-app', 'on', '>other-password', 'resetkeys', '~app:*', 'resetchannels', '&app:*', '-@all', '+@read', '+@write', '+@stream', '+publish', '+subscribe', '+keys'];

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

function withUser(url: string, user: string, secret: string) {
  return url.replace('redis://', `redis://${user}:${secret}@`);
}

function connect(url: string, options: Partial<ManagerOptions & SocketOptions> = {}): Promise<Socket> {
  const socket = io(url, {forceNew: true, reconnection: false, transports: ['websocket'], timeout: 10_000, ...options});
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function nextEvent<T = unknown>(socket: Socket, event: string, timeoutMs = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${event}" within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (value: T) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
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

test('redis streams adapter: a message sent on one server reaches a client of the other', async (t) => {
  const redis = await startRedis();
  t.after(() => redis.stop());
  const one = await startExampleServer('examples/redis-streams-adapter/server.js', {REDIS_URL: redis.url});
  t.after(() => one.stop());
  const two = await startExampleServer('examples/redis-streams-adapter/server.js', {REDIS_URL: redis.url});
  t.after(() => two.stop());

  const alice = startNode('examples/redis-streams-adapter/client.js', {SERVER_URL: one.url});
  t.after(() => alice.stop());
  await alice.waitForOutput(/connected as \S+/);

  const bob = startNode('examples/redis-streams-adapter/client.js', {SERVER_URL: two.url});
  t.after(() => bob.stop());
  const bobId = (await bob.waitForOutput(/connected as \S+/)).split(' ').at(-1);

  // bob is connected to server two: his message goes through Redis to reach alice on server one
  await alice.waitForOutput(new RegExp(`received: hello from ${bobId}`));
  await bob.waitForOutput(new RegExp(`received: hello from ${bobId}`));

  // the broadcast went through the Redis stream named "socket.io" (the default streamName)
  const redisClient = createClient({url: redis.url});
  await redisClient.connect();
  const type = await redisClient.type('socket.io');
  const length = await redisClient.xLen('socket.io');
  await redisClient.quit();
  assert.equal(type, 'stream');
  assert.ok(length >= 1, `the stream holds ${length} entries`);
});

test('ACL user of redis-acl.conf: broadcasts, requests and connection state recovery work with no command refused', async (t) => {
  const stopLater = cleanup(t);
  const redis = stopLater(await startRedis({configFile: `${dir}/redis-acl.conf`, args: admin}));
  const url = withUser(redis.url, 'socket-io', 'change-me');
  const one = stopLater(await startExampleServer(`${dir}/server.js`, {REDIS_URL: url}));
  const two = stopLater(await startExampleServer(`${dir}/server.js`, {REDIS_URL: url}));

  // alice reconnects on her own, so that she can recover her session
  const alice = await connect(one.url, {reconnection: true, reconnectionDelay: 100, reconnectionDelayMax: 100});
  const bob = await connect(two.url);
  stopLater({stop: () => [alice.close(), bob.close()]});
  await new Promise((resolve) => setTimeout(resolve, 500));
  const received = nextEvent(alice, 'chat message');
  bob.emit('chat message', 'hello from bob');
  assert.equal(await received, 'hello from bob');

  // fetchSockets() from a third server with the same user (Pub/Sub channels, PUBSUB NUMSUB)
  const client = createClient({url});
  await client.connect();
  stopLater({stop: () => client.disconnect()});
  const third = new Server({adapter: createAdapter(client, {blockTimeInMs: 200})});
  third.listen(0);
  stopLater({stop: () => third.close()});
  await new Promise((resolve) => setTimeout(resolve, 500));
  assert.deepEqual((await third.fetchSockets()).map((socket) => socket.id).sort(), [alice.id, bob.id].sort());

  // a lost connection: the session is saved (SET) and restored (MULTI GET DEL, XRANGE)
  const reconnected = nextEvent(alice, 'connect');
  alice.io.engine.close();
  await reconnected;
  assert.equal(alice.recovered, true);

  assert.deepEqual(await refusedCommands(redis.url), []);
});

test('ACL user of redis-acl.conf: other users can neither read nor write the stream, the sessions or the channels', async (t) => {
  const stopLater = cleanup(t);
  const redis = stopLater(await startRedis({configFile: `${dir}/redis-acl.conf`, args: [...admin, ...otherApp]}));
  const as = async (user?: string, secret?: string) => {
    const client = createClient({url: user ? withUser(redis.url, user, secret!) : redis.url});
    client.on('error', () => {});
    // node-redis 5 and later never resolve connect() when Redis refuses the handshake (NOAUTH, for the client that
    // does not log in); its commands still get Redis's answer, so that client does not wait for it
    const connecting = client.connect().catch(() => {});
    if (user) await connecting;
    stopLater({stop: () => client.disconnect()});
    return client;
  };

  const anonymous = await as();
  await assert.rejects(anonymous.xRange('socket.io', '-', '+'), /NOAUTH/);

  const other = await as('other-app', 'other-password');
  await assert.rejects(other.xRange('socket.io', '-', '+'), /NOPERM/);
  await assert.rejects(other.xAdd('socket.io', '*', {nsp: '/', type: '3'}), /NOPERM/);
  await assert.rejects(other.get('sio:session:some-private-id'), /NOPERM/);
  await assert.rejects(other.set('sio:session:some-private-id', 'forged'), /NOPERM/);
  await assert.rejects(other.publish('socket.io#/#', 'forged'), /NOPERM/);
  assert.equal(await other.xLen('app:events'), 0);

  // the servers' user: the adapter's keys and channels, nothing else
  const servers = await as('socket-io', 'change-me');
  await assert.rejects(servers.get('app:secret'), /NOPERM/);
  await assert.rejects(servers.sendCommand(['KEYS', '*']), /NOPERM/);
  await assert.rejects(servers.sendCommand(['FLUSHALL']), /NOPERM/);
});

test('connection state recovery: whoever can read Redis can take over a saved session, past the middlewares', async (t) => {
  const stopLater = cleanup(t);
  const redis = stopLater(await startRedis());
  const start = async (skipMiddlewares: boolean) => {
    const client = createClient({url: redis.url});
    await client.connect();
    stopLater({stop: () => client.disconnect()});
    const server = new Server({adapter: createAdapter(client, {blockTimeInMs: 200}), connectionStateRecovery: {skipMiddlewares}});
    // the application's authentication: a valid token, or no connection
    server.use((socket, next) => {
      if (socket.handshake.auth.token !== 'alice-token') return next(new Error('unauthorized'));
      socket.data.user = 'alice';
      next();
    });
    server.on('connection', (socket) => socket.join('alice-room'));
    server.listen(0);
    stopLater({stop: () => server.close()});
    if (!server.httpServer.listening) await new Promise((resolve) => server.httpServer.once('listening', resolve));
    const {port} = server.httpServer.address() as {port: number};
    return {server, url: `http://localhost:${port}`};
  };
  const reader = createClient({url: redis.url});
  await reader.connect();
  stopLater({stop: () => reader.disconnect()});

  for (const skipMiddlewares of [true, false]) {
    await reader.flushAll();
    const {server, url} = await start(skipMiddlewares);
    await new Promise((resolve) => setTimeout(resolve, 300));

    // alice logs in, gets a broadcast (with its offset), then loses her connection: her session is saved
    const alice = await connect(url, {auth: {token: 'alice-token'}});
    const aliceId = alice.id;
    const broadcast = nextEvent(alice, 'news');
    server.emit('news', 'for everyone');
    await broadcast;
    alice.io.engine.close();
    alice.close();
    await new Promise((resolve) => setTimeout(resolve, 300));

    // someone who can read Redis finds her private id in the key name, and an offset in the stream
    const [key] = await reader.keys('sio:session:*');
    const [entry] = await reader.xRevRange('socket.io', '+', '-', {COUNT: 1});
    const pid = key.slice('sio:session:'.length);
    const intruder = io(url, {forceNew: true, reconnection: false, transports: ['websocket'], auth: {pid, offset: entry.id}});
    stopLater({stop: () => intruder.close()});
    const outcome = await Promise.race([
      nextEvent(intruder, 'connect').then(() => 'connected'),
      nextEvent<Error>(intruder, 'connect_error').then((error) => error.message),
    ]);
    if (skipMiddlewares) {
      // the default: no token, yet the session is alice's, with her id, rooms and socket.data
      assert.equal(outcome, 'connected');
      assert.equal(intruder.id, aliceId);
      const [socket] = await server.fetchSockets();
      assert.deepEqual(socket.data, {user: 'alice'});
      assert.ok(socket.rooms.has('alice-room'));
    } else {
      // the middleware runs again on a recovered session, and refuses a client without a token
      assert.equal(outcome, 'unauthorized');
    }
    intruder.close();
    await server.close();
  }
});
