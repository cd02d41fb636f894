import {test} from 'node:test';
import assert from 'node:assert/strict';
import {startExampleServer, startNode} from '../helpers/processes';

test('DEBUG=socket.io:* on the server and socket.io-client:* on the client print the debug lines', async (t) => {
  const server = await startExampleServer('examples/logging-and-debugging/server.js', {DEBUG: 'socket.io:*'});
  t.after(() => server.stop());
  const client = startNode('examples/logging-and-debugging/client.js', {
    SERVER_URL: server.url,
    DEBUG: 'socket.io-client:*',
  });
  t.after(() => client.stop());

  await client.waitForOutput(/acknowledged: hello, world/);
  await client.waitForOutput(/socket\.io-client:manager opening http:\/\/localhost:\d+/);
  await client.waitForOutput(/socket\.io-client:socket socket connected with id [\w-]+/);
  await client.waitForOutput(/socket\.io-client:socket calling ack 0 with \["hello, world"\]/);
  await client.waitForOutput(/socket\.io-client:socket close \(io client disconnect\)/);

  await server.waitForOutput(/socket\.io:server incoming connection with id [\w-]+/);
  await server.waitForOutput(/socket\.io:socket join room lobby/);
  await server.waitForOutput(/socket\.io:socket got packet \{"type":2,"nsp":"\/","id":0,"data":\["hello","world"\]\}/);
  await server.waitForOutput(/socket\.io:socket closing socket - reason client namespace disconnect/);
  // the Engine.IO layer stays quiet: its namespaces were not enabled
  assert.doesNotMatch(server.output(), / engine[:\s]/);
});

test('DEBUG=engine* shows the Engine.IO layer (handshake, upgrade, packets) and nothing from Socket.IO', async (t) => {
  const server = await startExampleServer('examples/logging-and-debugging/server.js', {DEBUG: 'engine*'});
  t.after(() => server.stop());
  const client = startNode('examples/logging-and-debugging/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  await client.waitForOutput(/acknowledged: hello, world/);
  await server.waitForOutput(/engine handshaking client "[\w-]+"/);
  await server.waitForOutput(/engine:socket sending packet "open"/);
  assert.doesNotMatch(server.output(), /socket\.io:/);
  // without DEBUG, the client printed no debug line
  assert.doesNotMatch(client.output(), /socket\.io-client:/);
});

test('without DEBUG, nothing is printed', async (t) => {
  const server = await startExampleServer('examples/logging-and-debugging/server.js', {DEBUG: ''});
  t.after(() => server.stop());
  const client = startNode('examples/logging-and-debugging/client.js', {SERVER_URL: server.url, DEBUG: ''});
  t.after(() => client.stop());

  await client.waitForOutput(/acknowledged: hello, world/);
  assert.equal(server.output(), '');
});
