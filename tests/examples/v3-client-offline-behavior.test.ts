import {test} from 'node:test';
import assert from 'node:assert/strict';
import {startExampleServer, startNode} from '../helpers/processes';

test('3.x offline behavior: buffered events are sent in order at connection, the volatile one is dropped', async (t) => {
  const server = await startExampleServer('examples/v3/client-offline-behavior/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/v3/client-offline-behavior/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  assert.equal(await client.waitForOutput(/buffered packets: \d+/), 'buffered packets: 3');
  assert.equal(await client.waitForOutput(/after connect: \d+/), 'after connect: 0');
  assert.equal(await client.waitForOutput(/the server received: .+/), "the server received: [ 'first', 'second' ]");
});
