import {test} from 'node:test';
import assert from 'node:assert/strict';
import {io, type Socket} from 'socket.io-client';
import {Redis} from 'ioredis';
import {startExampleServer, startNode} from '../helpers/processes';
import {startRedis} from '../helpers/services';

type Received = {event: string; args: any[]}[];

function openAdmin(url: string, auth: Record<string, string>): {socket: Socket; received: Received; connected: Promise<void>} {
  const socket = io(`${url}/admin`, {transports: ['websocket'], forceNew: true, reconnection: false, auth});
  const received: Received = [];
  socket.onAny((event, ...args) => received.push({event, args}));
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return {socket, received, connected};
}

async function waitFor(received: Received, event: string, timeoutMs = 5000, accept = (args: any[]) => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = received.find((entry) => entry.event === event && accept(entry.args));
    if (found) return found.args;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${event} event; received: ${received.map((entry) => entry.event).join(', ')}`);
}

test('admin UI: wrong or missing credentials are refused with "invalid credentials"', async (t) => {
  const server = await startExampleServer('examples/admin-ui/server.js', {NODE_ENV: 'development'});
  t.after(() => server.stop());

  const attempts: Record<string, string>[] = [{username: 'admin', password: 'wrong'}, {username: 'root', password: 'changeit'}, {}];
  for (const auth of attempts) {
    const admin = openAdmin(server.url, auth);
    t.after(() => admin.socket.disconnect());
    await assert.rejects(admin.connected, {message: 'invalid credentials'});
  }
});

test('admin UI: the right credentials give a session, the config, the sockets, the stats and live events', async (t) => {
  const server = await startExampleServer('examples/admin-ui/server.js', {NODE_ENV: 'development'});
  t.after(() => server.stop());

  const admin = openAdmin(server.url, {username: 'admin', password: 'changeit'});
  t.after(() => admin.socket.disconnect());
  await admin.connected;

  const [sessionId] = await waitFor(admin.received, 'session');
  assert.match(sessionId, /^[0-9a-f]{16}$/);
  const [config] = await waitFor(admin.received, 'config');
  assert.deepEqual(config.supportedFeatures, [
    'EMIT', 'JOIN', 'LEAVE', 'DISCONNECT', 'MJOIN', 'MLEAVE', 'MDISCONNECT', 'AGGREGATED_EVENTS', 'ALL_EVENTS',
  ]);
  const [sockets] = await waitFor(admin.received, 'all_sockets');
  assert.deepEqual(sockets.map((socket: any) => socket.nsp), ['/admin']); // the admin socket itself
  const [stats] = await waitFor(admin.received, 'server_stats', 3000); // sent every 2 seconds
  assert.equal(typeof stats.serverId, 'string');
  assert.equal(stats.clientsCount, 1);
  assert.deepEqual(stats.namespaces, [{name: '/', socketsCount: 0}, {name: '/admin', socketsCount: 1}]);

  // an application socket connects, joins a room and sends an event: the admin sees it all
  const chat = io(server.url, {transports: ['websocket'], forceNew: true, auth: {username: 'alice'}});
  t.after(() => chat.disconnect());
  await new Promise<void>((resolve) => chat.once('connect', () => resolve()));
  // socket_connected is sent for the sockets of every namespace, the admin's own socket included
  const [connectedSocket] = await waitFor(admin.received, 'socket_connected', 5000, ([socket]) => socket.nsp === '/');
  assert.equal(connectedSocket.id, chat.id);
  // socket_connected is sent before the application's "connection" handler runs: what this handler changes
  // (socket.data, rooms) follows in socket_updated and room_joined
  assert.deepEqual(connectedSocket.data, {});
  assert.deepEqual(connectedSocket.rooms, [chat.id]);
  const [update] = await waitFor(admin.received, 'socket_updated', 5000, ([update]) => update.id === chat.id);
  assert.deepEqual(update, {id: chat.id, nsp: '/', data: {username: 'alice'}});
  await waitFor(admin.received, 'room_joined', 5000, (args) => args[0] === '/' && args[1] === 'general' && args[2] === chat.id);
  chat.emit('chat message', 'hello');
  assert.deepEqual((await waitFor(admin.received, 'event_received')).slice(0, 3), ['/', chat.id, ['chat message', 'hello']]);
  assert.deepEqual((await waitFor(admin.received, 'event_sent')).slice(0, 3), ['/', chat.id, ['chat message', 'alice', 'hello']]);

  // the admin can act on the application's sockets (readonly is false): emit to a room
  const announcement = new Promise((resolve) => chat.once('announcement', resolve));
  admin.socket.emit('emit', '/', 'general', 'announcement', 'maintenance at noon');
  assert.equal(await announcement, 'maintenance at noon');

  // the session id alone opens a new admin connection, without the password
  const again = openAdmin(server.url, {sessionId});
  t.after(() => again.socket.disconnect());
  await again.connected;
});

test('admin UI: production mode sends only the aggregated figures', async (t) => {
  const server = await startExampleServer('examples/admin-ui/server.js', {NODE_ENV: 'production'});
  t.after(() => server.stop());

  const admin = openAdmin(server.url, {username: 'admin', password: 'changeit'});
  t.after(() => admin.socket.disconnect());
  await admin.connected;
  const [config] = await waitFor(admin.received, 'config');
  assert.ok(!config.supportedFeatures.includes('ALL_EVENTS'));
  const chat = io(server.url, {transports: ['websocket'], forceNew: true});
  t.after(() => chat.disconnect());
  await new Promise<void>((resolve) => chat.once('connect', () => resolve()));
  chat.emit('chat message', 'hello');
  const [stats] = await waitFor(admin.received, 'server_stats', 3000);
  assert.ok(Array.isArray(stats.aggregatedEvents));
  assert.deepEqual([...new Set(admin.received.map(({event}) => event))].sort(), ['config', 'server_stats', 'session']);
});

test('admin UI: the CORS headers let https://admin.socket.io connect with credentials', async (t) => {
  const server = await startExampleServer('examples/admin-ui/server.js');
  t.after(() => server.stop());

  const response = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, {
    headers: {origin: 'https://admin.socket.io'},
  });
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('access-control-allow-origin'), 'https://admin.socket.io');
  assert.equal(response.headers.get('access-control-allow-credentials'), 'true');
  await response.text();

  const other = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, {headers: {origin: 'https://example.com'}});
  assert.equal(other.headers.get('access-control-allow-origin'), null);
  await other.text();
});

test('admin UI: client.js, a client of the admin namespace, prints the events the dashboard receives', async (t) => {
  const server = await startExampleServer('examples/admin-ui/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/admin-ui/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());
  await client.waitForOutput(/^session \[/m);
  await client.waitForOutput(/^config \[/m);
  await client.waitForOutput(/^all_sockets \[/m);
});

test('admin UI: with the RedisStore (redis-store.js), a session opened on one server is valid on another using the same Redis, for a day', async (t) => {
  const redis = await startRedis();
  const one = await startExampleServer('examples/admin-ui/redis-store.js', {REDIS_URL: redis.url});
  const two = await startExampleServer('examples/admin-ui/redis-store.js', {REDIS_URL: redis.url});
  const reader = new Redis(redis.url);
  const sockets: Socket[] = [];
  t.after(async () => {
    sockets.forEach((socket) => socket.disconnect());
    reader.disconnect();
    await Promise.all([one.stop(), two.stop()]); // the servers before the Redis they use
    await redis.stop();
  });

  const admin = openAdmin(one.url, {username: 'admin', password: 'changeit'});
  sockets.push(admin.socket);
  await admin.connected;
  const [sessionId] = await waitFor(admin.received, 'session');

  // the key and its lifetime the page gives: socket.io-admin#<session id>, 86400 seconds
  const key = `socket.io-admin#${sessionId}`;
  const deadline = Date.now() + 5000;
  while ((await reader.exists(key)) === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const ttl = await reader.ttl(key);
  assert.ok(ttl > 86_300 && ttl <= 86_400, `TTL of ${key}: ${ttl}`);

  // the other server knows the session without the password; it refuses a session id it does not know
  const again = openAdmin(two.url, {sessionId});
  sockets.push(again.socket);
  await again.connected;
  const unknown = openAdmin(two.url, {sessionId: '0123456789abcdef'});
  sockets.push(unknown.socket);
  await assert.rejects(unknown.connected, {message: 'invalid credentials'});
});
