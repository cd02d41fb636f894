import {test} from 'node:test';
import assert from 'node:assert/strict';
import {startExampleServer, startNode} from '../helpers/processes';

test('3.x raw client: handshake with the engine.io 4 defaults, then CONNECT, EVENT and ACK packets', async (t) => {
  const server = await startExampleServer('examples/v3/how-it-works/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/v3/how-it-works/raw-client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  const open = await client.waitForOutput(/<- 0\{.*\}/);
  const handshake = JSON.parse(open.slice('<- 0'.length));
  assert.match(handshake.sid, /^[\w-]{20}$/);
  assert.deepEqual(handshake.upgrades, ['websocket']);
  assert.equal(handshake.pingInterval, 25000);
  // 5000 in engine.io 4 (socket.io 3.x); 20000 since socket.io 4
  assert.equal(handshake.pingTimeout, 5000);
  // the 3.x handshake has no maxPayload field
  assert.equal(handshake.maxPayload, undefined);

  await client.waitForOutput(/<- 40\{"sid":"[\w-]+"\}/);
  await client.waitForOutput(/<- 42\["welcome","hi"\]/);
  await client.waitForOutput(/<- 431\["hello, world"\]/);
  await client.waitForOutput(/-> 1\n/);
  await server.waitForOutput(/Engine.IO session [\w-]+ open over polling/);
});

test('3.x client: connects over HTTP long-polling, then upgrades to WebSocket', async (t) => {
  const server = await startExampleServer('examples/v3/how-it-works/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/v3/how-it-works/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  await client.waitForOutput(/Engine.IO session open over polling/);
  await client.waitForOutput(/Socket.IO socket [\w-]+ connected/);
  await client.waitForOutput(/upgraded to websocket/);
  await client.waitForOutput(/acknowledged: hello, world/);
  await server.waitForOutput(/Engine.IO session [\w-]+ open over polling/);
  await server.waitForOutput(/Engine.IO session [\w-]+ upgraded to websocket/);
  await server.waitForOutput(/Socket.IO socket [\w-]+ connected/);
});
