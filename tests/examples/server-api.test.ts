import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createServer} from 'node:http';
import {Server as Engine} from 'engine.io';
import {Server} from 'socket.io';
import {io} from 'socket.io-client';
import {freePort, startExampleServer, startNode} from '../helpers/processes';

const server = 'examples/server-api/server.js';
const client = 'examples/server-api/client.js';

test('server API: middleware, fetchSockets, timeout().emitWithAck and serverSideEmit with the default adapter', async (t) => {
  const srv = await startExampleServer(server);
  t.after(() => srv.stop());

  // serverSideEmit() with the in-memory adapter: a warning, and the local listener is not called
  await srv.waitForOutput(/this adapter does not support the serverSideEmit\(\) functionality/);

  // io.use(): a client without username is refused with the error of next(err)
  const anonymous = startNode(client, {SERVER_URL: srv.url});
  t.after(() => anonymous.stop());
  await anonymous.waitForOutput(/connect_error: missing username/);

  const bob = startNode(client, {SERVER_URL: srv.url, PLAYER: 'bob'});
  t.after(() => bob.stop());
  await bob.waitForOutput(/connected as bob/);
  // socket.timeout().emitWithAck(): the client acknowledged
  await srv.waitForOutput(/bob answered pong/);

  const alice = startNode(client, {SERVER_URL: srv.url, PLAYER: 'alice', ASK: '1'});
  t.after(() => alice.stop());
  // io.in(room).fetchSockets()
  await alice.waitForOutput(/players: alice,bob/);
  // io.to(room).timeout().emitWithAck(): one answer per client
  await alice.waitForOutput(/poll: ok answers=alice:yes,bob:yes/);

  // a client that never acknowledges
  const carol = startNode(client, {SERVER_URL: srv.url, PLAYER: 'carol', SILENT: '1'});
  t.after(() => carol.stop());
  await carol.waitForOutput(/connected as carol/);
  await srv.waitForOutput(/carol: operation has timed out/);

  const dave = startNode(client, {SERVER_URL: srv.url, PLAYER: 'dave', ASK: '1'});
  t.after(() => dave.stop());
  await dave.waitForOutput(/players: alice,bob,carol,dave/);
  // the broadcast times out, err.responses holds the answers that arrived
  await dave.waitForOutput(/poll: operation has timed out answers=alice:yes,bob:yes,dave:yes/);

  assert.doesNotMatch(srv.output(), /this line is never printed/);
});

test('server API: the events of socket.conn, heartbeat included, and the client engine\'s own heartbeat', async (t) => {
  const srv = await startExampleServer('examples/server-api/engine-events.js', {PING_INTERVAL: '300'});
  t.after(() => srv.stop());

  const socket = io(srv.url);
  t.after(() => socket.disconnect());
  let clientHeartbeats = 0;
  let clientPackets = 0;
  // the client engine's "heartbeat" fires on every packet it receives, not once per ping
  socket.io.on('open', () => {
    socket.io.engine.on('heartbeat', () => clientHeartbeats++);
    socket.io.engine.on('packet', () => clientPackets++);
  });
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const connectedAt = Date.now();

  await srv.waitForOutput(/opened over polling/);
  await srv.waitForOutput(/trying websocket/);
  await srv.waitForOutput(/now on websocket/);
  // the server's "heartbeat": one per ping/pong round trip, every pingInterval (300 ms here)
  await srv.waitForOutput(/heartbeat #3/, 5000);
  const elapsed = Date.now() - connectedAt;
  assert.ok(elapsed >= 600, `three heartbeats in ${elapsed} ms: sooner than one per pingInterval`);
  // meanwhile the client engine counted a "heartbeat" per packet: CONNECT, the upgrade probe, each ping...
  assert.ok(clientHeartbeats > 3, `${clientHeartbeats} client heartbeats`);
  assert.equal(clientHeartbeats, clientPackets);

  socket.disconnect();
  await srv.waitForOutput(/closed \(transport close\) after \d+ packets received and \d+ sent/);
});

test('server API: io.bind() with an Engine.IO server attached on /socket.io/', async (t) => {
  const srv = await startExampleServer('examples/server-api/bind.js');
  t.after(() => srv.stop());

  const socket = io(srv.url);
  t.after(() => socket.disconnect());
  const hello = await new Promise<string>((resolve) => socket.once('hello', resolve));
  // the engine's options, not those of new Server()
  assert.equal(hello, 'bound engine, ping every 10000 ms');

  // everything else reaches the HTTP server's own handler
  assert.equal((await fetch(`${srv.url}/engine.io/?EIO=4&transport=polling`)).status, 404);
  assert.equal((await fetch(`${srv.url}/other`)).status, 404);
});

test('server API: an Engine.IO server attached without a path answers on /engine.io/, not where the client asks', async (t) => {
  const httpServer = createServer((req, res) => res.writeHead(404).end());
  const engine = new Engine();
  engine.attach(httpServer);
  const server = new Server();
  server.bind(engine);
  const port = await freePort();
  await new Promise<void>((resolve) => httpServer.listen(port, resolve));
  t.after(() => {
    server.close();
    httpServer.close();
  });

  assert.equal((await fetch(`http://localhost:${port}/socket.io/?EIO=4&transport=polling`)).status, 404);
  assert.equal((await fetch(`http://localhost:${port}/engine.io/?EIO=4&transport=polling`)).status, 200);
  const socket = io(`http://localhost:${port}`, {reconnection: false});
  t.after(() => socket.disconnect());
  const err = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
  assert.equal(err.message, 'xhr poll error');
});
