import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {repoRoot, startExampleServer, startNode} from '../helpers/processes';

test('3.x: DEBUG turns on the logs of the server (socket.io, parser, engine) and of the client', async (t) => {
  const server = await startExampleServer('examples/v3/logging-and-debugging/server.js', {DEBUG: 'socket.io*,engine*'});
  t.after(() => server.stop());
  const client = startNode('examples/v3/logging-and-debugging/client.js', {
    SERVER_URL: server.url,
    DEBUG: 'socket.io-client:*',
  });
  t.after(() => client.stop());

  await client.waitForOutput(/acknowledged: hello, world/);
  await client.waitForOutput(/socket.io-client:manager opening http/);
  await client.waitForOutput(/socket.io-client:socket socket connected with id [\w-]+/);
  await client.waitForOutput(/socket.io-client:socket calling ack 0 with \["hello, world"\]/);

  await server.waitForOutput(/engine handshaking client "[\w-]+"/);
  await server.waitForOutput(/engine:socket sending packet "open" \(\{.*"pingTimeout":5000\}\)/);
  await server.waitForOutput(/socket.io:server incoming connection with id [\w-]+/);
  await server.waitForOutput(/socket.io:socket join room lobby/);
  await server.waitForOutput(/socket.io-parser decoded 20\["hello","world"\]/);
  await server.waitForOutput(/socket.io:socket sending ack \["hello, world"\]/);
  await server.waitForOutput(/socket.io:socket closing socket - reason client namespace disconnect/);
});

test('3.x: without DEBUG, the sample prints nothing but its own output', async (t) => {
  const server = await startExampleServer('examples/v3/logging-and-debugging/server.js', {DEBUG: ''});
  t.after(() => server.stop());
  const client = startNode('examples/v3/logging-and-debugging/client.js', {SERVER_URL: server.url, DEBUG: ''});
  t.after(() => client.stop());

  await client.waitForOutput(/acknowledged: hello, world/);
  assert.equal(client.output().trim(), 'acknowledged: hello, world');
  assert.equal(server.output(), '');
});

test('3.x: the full browser bundle served by the server contains the debug logs, the minified one does not', () => {
  const dist = path.join(repoRoot, 'examples/v3/node_modules/socket.io/client-dist');
  assert.match(fs.readFileSync(path.join(dist, 'socket.io.js'), 'utf8'), /localStorage/);
  assert.doesNotMatch(fs.readFileSync(path.join(dist, 'socket.io.min.js'), 'utf8'), /localStorage/);
});
