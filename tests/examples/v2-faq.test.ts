import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import {repoRoot, startExampleServer, startNode} from '../helpers/processes';

const sampleRequire = createRequire(path.join(repoRoot, 'examples/v2/faq/client.js'));

test('2.x FAQ: address, client count and acknowledgement timeouts', async (t) => {
  const server = await startExampleServer('examples/v2/faq/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/v2/faq/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  await server.waitForOutput(/client address: (::ffff:)?127\.0\.0\.1|client address: ::1/);
  await client.waitForOutput(/connected clients: 1/);
  await client.waitForOutput(/answer: pong/);
  await client.waitForOutput(/ignored: no answer after 1 s/);
  assert.doesNotMatch(client.output(), /ping me: no answer|ignored: answered/);
});

test('2.x FAQ: reserved event names stay local; broadcasts refuse callbacks', async (t) => {
  const server = await startExampleServer('examples/v2/faq/server.js');
  t.after(() => server.stop());
  const io = sampleRequire('socket.io-client');
  const socket = io(server.url, {forceNew: true});
  t.after(() => socket.close());
  await new Promise<void>((resolve) => socket.on('connect', () => resolve()));

  // emitting "disconnect" only calls the local listeners: the socket stays connected
  let local = false;
  socket.on('disconnect', () => (local = true));
  socket.emit('disconnect');
  assert.equal(local, true);
  assert.equal(socket.connected, true);

  const Server = sampleRequire('socket.io');
  const http = await import('node:http');
  const httpServer = http.createServer();
  const other = Server(httpServer);
  t.after(() => other.close());
  assert.throws(() => other.to('room').emit('event', () => {}), /Callbacks are not supported when broadcasting/);
});
