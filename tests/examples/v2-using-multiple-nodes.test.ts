import {test} from 'node:test';
import assert from 'node:assert/strict';
import {startExampleServer, startNode} from '../helpers/processes';

test('2.x multiple nodes: a polling request that reaches another node fails with "Session ID unknown"', async (t) => {
  const nodeA = await startExampleServer('examples/v2/using-multiple-nodes/server.js');
  t.after(() => nodeA.stop());
  const nodeB = await startExampleServer('examples/v2/using-multiple-nodes/server.js');
  t.after(() => nodeB.stop());

  // the handshake reaches node A
  const handshake = await (await fetch(`${nodeA.url}/socket.io/?EIO=3&transport=polling`)).text();
  const sid = handshake.match(/"sid":"([^"]+)"/)![1];

  // the next request carries the session id: node A knows it...
  const sameNode = await fetch(`${nodeA.url}/socket.io/?EIO=3&transport=polling&sid=${sid}`);
  assert.equal(sameNode.status, 200);
  await sameNode.text();
  // ...node B does not
  const otherNode = await fetch(`${nodeB.url}/socket.io/?EIO=3&transport=polling&sid=${sid}`);
  assert.equal(otherNode.status, 400);
  assert.deepEqual(await otherNode.json(), {code: 1, message: 'Session ID unknown'});
});

test('2.x multiple nodes: a WebSocket-only client needs no sticky session', async (t) => {
  const node = await startExampleServer('examples/v2/using-multiple-nodes/server.js');
  t.after(() => node.stop());
  const client = startNode('examples/v2/using-multiple-nodes/client.js', {SERVER_URL: node.url});
  t.after(() => client.stop());
  await client.waitForOutput(new RegExp(`served by the node on port ${node.port}`));
});
