import {test} from 'node:test';
import assert from 'node:assert/strict';
import {freePort, startNode, waitForPort} from '../helpers/processes';

test('events emitted while the server is down are delivered in order once it starts', async (t) => {
  const port = await freePort();
  // the client starts first: nothing listens on this port yet
  const client = startNode('examples/client-offline-behavior/client.js', {SERVER_URL: `http://localhost:${port}`});
  t.after(() => client.stop());
  await client.waitForOutput(/buffered while offline: 3/);
  await client.waitForOutput(/after a volatile emit: 3/);
  // the acknowledgement with a timeout expires while offline, and its packet leaves the buffer
  await client.waitForOutput(/ping-server: operation has timed out \(buffer: 4\)/);

  const server = startNode('examples/client-offline-behavior/server.js', {PORT: String(port)});
  t.after(() => server.stop());
  await waitForPort(port);

  // default reconnection delays: up to 5 s (plus jitter) between attempts
  await client.waitForOutput(/save acknowledged: saved/, 20_000);
  await client.waitForOutput(/connected, buffer: 0/);

  await server.waitForOutput(/received "save"/);
  const received = server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('received'));
  assert.deepEqual(received, [
    'received "message" ["message #1"]',
    'received "message" ["message #2"]',
    'received "message" ["message #3"]',
    'received "save" [{"title":"draft"}]',
  ]);
  // neither the volatile event nor the timed-out one ever reached the server
  assert.doesNotMatch(server.output(), /cursor|ping-server/);
});
