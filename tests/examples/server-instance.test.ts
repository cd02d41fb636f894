import {test} from 'node:test';
import assert from 'node:assert/strict';
import {io, type Socket} from 'socket.io-client';
import {startExampleServer, startNode} from '../helpers/processes';
import {startRedis} from '../helpers/services';

/** Resolves with the arguments of the next `event` emitted by a socket.io-client socket (or its manager). */
function nextEvent(emitter: any, event: string): Promise<any[]> {
  return new Promise((resolve) => emitter.once(event, (...args: any[]) => resolve(args)));
}

const dir = 'examples/server-instance';

async function connect(url: string, name: string, opts = {}): Promise<Socket> {
  const socket = io(url, {auth: {name}, ...opts});
  await nextEvent(socket, 'connect');
  return socket;
}

test('server.js: engine events, "new_namespace", and the clients count', async (t) => {
  const server = await startExampleServer(`${dir}/server.js`);
  t.after(() => server.stop());
  await server.waitForOutput(/namespace created: \/admin/);

  // a handshake answered with the headers added by "initial_headers" and "headers"
  const handshake = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`);
  assert.equal(handshake.headers.get('x-handshake'), 'yes');
  assert.equal(handshake.headers.get('x-served-by'), 'server-instance-sample');

  // an unknown transport: connection_error with code 0
  const bad = await fetch(`${server.url}/socket.io/?EIO=4&transport=carrier-pigeon`);
  assert.equal(bad.status, 400);
  await server.waitForOutput(/connection_error 0: Transport unknown \{ transport: 'carrier-pigeon' \}/);

  // a session id the server does not know: code 1
  await fetch(`${server.url}/socket.io/?EIO=4&transport=polling&sid=unknown`);
  await server.waitForOutput(/connection_error 1: Session ID unknown/);

  const alice = await connect(server.url, 'alice');
  t.after(() => alice.close());
  // the raw handshake above is still counted as an Engine.IO client
  await server.waitForOutput(/alice connected, 2 client\(s\) now/);
});

test('server.js: socketsJoin, socketsLeave, fetchSockets and disconnectSockets act on every client', async (t) => {
  const server = await startExampleServer(`${dir}/server.js`);
  t.after(() => server.stop());
  const alice = await connect(server.url, 'alice');
  const bob = await connect(server.url, 'bob');
  t.after(() => {
    alice.close();
    bob.close();
  });

  // fetchSockets() returns both sockets with their data
  const names = await alice.emitWithAck('who is online');
  assert.deepEqual([...names].sort(), ['alice', 'bob']);

  // socketsJoin(): bob joined the room although only alice asked
  const received = nextEvent(bob, 'announcement');
  alice.emit('everyone joins announcements');
  assert.deepEqual(await received, ['welcome to the announcements room']);

  // socketsLeave(): after it, a broadcast to the room reaches nobody
  alice.emit('everyone leaves announcements');
  let late = false;
  bob.on('announcement', () => (late = true));
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.equal(late, false);

  // disconnectSockets(): bob is disconnected by the server, alice stays
  const bobDisconnected = nextEvent(bob, 'disconnect');
  alice.emit('kick the others');
  assert.deepEqual(await bobDisconnected, ['io server disconnect', undefined]);
  assert.equal(alice.connected, true);
  // "io server disconnect": the client does not reconnect by itself
  assert.equal(bob.active, false);
});

test('client.js prints the users online; io.close() on SIGTERM disconnects it', async (t) => {
  const server = await startExampleServer(`${dir}/server.js`);
  t.after(() => server.stop());
  const client = startNode(`${dir}/client.js`, {SERVER_URL: server.url, USER_NAME: 'carol'});
  t.after(() => client.stop());
  await client.waitForOutput(/online: carol/);

  server.child.kill('SIGTERM');
  await server.waitForOutput(/server closed/);
  await client.waitForOutput(/disconnected: transport close/);
});

test('cluster.js: serverSideEmit() and serverSideEmitWithAck() reach the other server through Redis', async (t) => {
  const redis = await startRedis();
  t.after(() => redis.stop());
  const a = await startExampleServer(`${dir}/cluster.js`, {REDIS_URL: redis.url, NODE_NAME: 'node-a'});
  t.after(() => a.stop());
  const b = await startExampleServer(`${dir}/cluster.js`, {REDIS_URL: redis.url, NODE_NAME: 'node-b'});
  t.after(() => b.stop());
  await a.waitForOutput(/node-a ready/);
  await b.waitForOutput(/node-b ready/);

  const onA = io(a.url, {transports: ['websocket']});
  const onB1 = io(b.url, {transports: ['websocket']});
  const onB2 = io(b.url, {transports: ['websocket']});
  t.after(() => [onA, onB1, onB2].forEach((s) => s.close()));
  await Promise.all([onA, onB1, onB2].map((s) => nextEvent(s, 'connect')));

  onA.emit('say hello to the cluster');
  await b.waitForOutput(/node-b got "hello" from node-a/);
  // the sender does not receive its own server-side event
  assert.doesNotMatch(a.output(), /node-a got "hello"/);

  // 1 client on node-a, 2 on node-b
  assert.equal(await onA.emitWithAck('count clients everywhere'), 3);
});

test('new-server.js and generate-id.js: clients connect; with generateId, their low-level ids are UUIDs', async (t) => {
  const plain = await startExampleServer('examples/server-instance/new-server.js');
  t.after(() => plain.stop());
  const uuids = await startExampleServer('examples/server-instance/generate-id.js');
  t.after(() => uuids.stop());
  for (const [sample, pattern] of [[plain, /^[\w-]{20}$/], [uuids, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/]] as const) {
    const socket = io(sample.url, {reconnection: false});
    t.after(() => socket.close());
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
    assert.match(socket.io.engine.id, pattern);
  }
});
