import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {freePort, repoRoot, startExampleServer, startNode} from '../helpers/processes';

test('the raw client shows the handshake, CONNECT, EVENT and ACK packets with the default values', async (t) => {
  const server = await startExampleServer('examples/how-it-works/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/how-it-works/raw-client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  const open = await client.waitForOutput(/<- 0\{.*\}/);
  const handshake = JSON.parse(open.slice('<- 0'.length));
  assert.match(handshake.sid, /^[\w-]{20}$/);
  assert.deepEqual(handshake.upgrades, ['websocket']);
  assert.equal(handshake.pingInterval, 25000);
  assert.equal(handshake.pingTimeout, 20000);
  assert.equal(handshake.maxPayload, 1000000);

  await client.waitForOutput(/<- 40\{"sid":"[\w-]+"\}/);
  await client.waitForOutput(/<- 42\["welcome","hi"\]/);
  await client.waitForOutput(/<- 431\["hello, world"\]/);
  await client.waitForOutput(/-> 1\n/);
  await server.waitForOutput(/Engine.IO session [\w-]+ open over polling/);
});

test('the real client connects over HTTP long-polling, then upgrades to WebSocket', async (t) => {
  const server = await startExampleServer('examples/how-it-works/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/how-it-works/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  await client.waitForOutput(/Engine.IO session open over polling/);
  await client.waitForOutput(/Socket.IO socket [\w-]+ connected/);
  await client.waitForOutput(/upgraded to websocket/);
  await client.waitForOutput(/acknowledged: hello, world/);
  await server.waitForOutput(/Engine.IO session [\w-]+ open over polling/);
  await server.waitForOutput(/Engine.IO session [\w-]+ upgraded to websocket/);
  await server.waitForOutput(/Socket.IO socket [\w-]+ connected/);
});

test('with WebTransport enabled, only a session opened over HTTP long-polling is offered upgrades (the output on the page)', async (t) => {
  const script = startNode('examples/how-it-works/upgrades.js', {PORT: String(await freePort())});
  t.after(() => script.stop());
  if (script.child.exitCode === null) await new Promise((resolve) => script.child.once('exit', resolve));
  assert.equal(script.child.exitCode, 0, script.output());
  const documented = fs.readFileSync(path.join(repoRoot, 'examples/how-it-works/upgrades.txt'), 'utf8');
  assert.equal(script.output(), documented);
  assert.match(documented, /polling, upgrades: \[ 'websocket', 'webtransport' \]\n.*websocket, upgrades: \[\]\n$/);
});
