import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import {freePort, repoRoot, startExampleServer, startNode} from '../helpers/processes';

// the 3.x packages, as the samples of examples/v3 see them
const requireV3 = createRequire(path.join(repoRoot, 'examples/v3/package.json'));
const {io: connect} = requireV3('socket.io-client');
const {Server} = requireV3('socket.io');

/** A socket.io-client 3.1 client that records every event it gets. */
function client(url: string, auth: object) {
  const socket = connect(url, {auth, transports: ['websocket'], forceNew: true});
  const received: {event: string; args: unknown[]}[] = [];
  socket.onAny((event: string, ...args: unknown[]) => received.push({event, args}));
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const count = (event: string) => received.filter((r) => r.event === event).length;
  return {socket, received, connected, count};
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('3.x broadcasting events: every broadcast of the sample reaches who the page says', async (t) => {
  const server = await startExampleServer('examples/v3/broadcasting-events/server.js');
  t.after(() => server.stop());

  const bob = client(server.url, {name: 'bob', team: 'red'});
  const carol = client(server.url, {name: 'carol', team: 'blue'});
  const dave = client(server.url, {name: 'dave', team: 'referee'});
  const others = {bob, carol, dave};
  t.after(() => Object.values(others).forEach((c) => c.socket.disconnect()));
  await Promise.all(Object.values(others).map((c) => c.connected));

  // client.js is alice, in the red team: io.emit(), io.to(team), and a broadcast with a callback
  const alice = startNode('examples/v3/broadcasting-events/client.js', {SERVER_URL: server.url});
  t.after(() => alice.stop());
  await alice.waitForOutput(/announcement: alice: hello, everyone/);
  await alice.waitForOutput(/team message: alice: red team, assemble/);
  assert.equal(
    await alice.waitForOutput(/poll everyone: .*/),
    'poll everyone: Callbacks are not supported when broadcasting',
  );
  // the interval: to the red room only
  await alice.waitForOutput(/score: \{ red: 3, blue: 2 \}/, 3000);
  await sleep(200);
  assert.deepEqual([bob.count('announcement'), carol.count('announcement'), dave.count('announcement')], [1, 1, 1]);
  assert.deepEqual([bob.count('team message'), carol.count('team message'), dave.count('team message')], [1, 0, 1]);
  assert.ok(bob.count('score') >= 1 && dave.count('score') >= 1);
  assert.equal(carol.count('score'), 0);

  // bob: socket.broadcast, socket.to(room), two rooms, a private message, volatile, except, count
  bob.socket.emit('typing');
  bob.socket.emit('team whisper', 'psst');
  bob.socket.emit('alert', 'storm');
  bob.socket.emit('private message', carol.socket.id, 'hi carol');
  await sleep(300);
  bob.socket.emit('start game');
  await sleep(300);
  bob.socket.emit('team message except', [dave.socket.id], 'not for the referee');
  const redCount = await new Promise((resolve) => bob.socket.emit('count', 'red', resolve));
  await sleep(300);

  assert.equal(redCount, 3); // alice, bob, dave
  await alice.waitForOutput(/typing: bob/);
  await alice.waitForOutput(/team whisper: bob: psst/);
  await alice.waitForOutput(/alert: storm/);
  await alice.waitForOutput(/team message: bob: not for the referee/);
  const expected: Record<string, [number, number, number]> = {
    typing: [0, 1, 1],
    'team whisper': [0, 0, 1],
    alert: [1, 1, 1], // dave is in both rooms, and gets it once
    'private message': [0, 1, 0],
    'game state': [1, 1, 1],
  };
  for (const [event, counts] of Object.entries(expected)) {
    assert.deepEqual([bob.count(event), carol.count(event), dave.count(event)], counts, event);
  }
  // the except() workaround: bob's team message reached bob, not dave
  assert.deepEqual(
    [bob, dave].map((c) => c.received.filter((r) => r.event === 'team message' && /referee/.test(String(r.args[0]))).length),
    [1, 0],
  );
  assert.deepEqual(carol.received.find((r) => r.event === 'private message')!.args, [bob.socket.id, 'hi carol']);
  assert.doesNotMatch(alice.output(), /private message/);
});

test('3.x broadcasting events: to() is stored until the next emit, takes no array, and except() does not exist', async (t) => {
  const port = await freePort();
  const io = new Server(port);
  t.after(() => io.close());
  io.on('connection', (socket: any) => {
    if (socket.handshake.auth.inLobby) socket.join('lobby');
  });
  const inLobby = client(`http://localhost:${port}`, {inLobby: true});
  const outside = client(`http://localhost:${port}`, {inLobby: false});
  t.after(() => [inLobby, outside].forEach((c) => c.socket.disconnect()));
  await Promise.all([inLobby.connected, outside.connected]);

  // io.to() returns the server itself (the room is stored on the main namespace): it applies to the first emit only
  const lobby = io.to('lobby');
  assert.equal(lobby, io);
  lobby.emit('first');
  lobby.emit('second');
  // an array is taken as one room name, which nobody joined
  io.to(['lobby']).emit('array');
  // a to() left alone, without emit(), narrows the next emit of the namespace
  io.to('lobby');
  io.emit('third');
  await sleep(300);
  assert.deepEqual([inLobby.count('third'), outside.count('third')], [1, 0]);
  assert.deepEqual([inLobby.count('first'), outside.count('first')], [1, 0]);
  assert.deepEqual([inLobby.count('second'), outside.count('second')], [1, 1]);
  assert.deepEqual([inLobby.count('array'), outside.count('array')], [0, 0]);

  assert.equal(typeof (io as any).except, 'undefined');
  assert.equal(typeof io.of('/').sockets.values().next().value.except, 'undefined');
});
