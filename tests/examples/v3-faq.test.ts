import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {repoRoot, startExampleServer, startNode} from '../helpers/processes';

const client4 = path.join(repoRoot, 'node_modules/socket.io-client');
const client2 = path.join(repoRoot, 'examples/v2/node_modules/socket.io-client');

test('3.x FAQ: a plain WebSocket client gets nothing from a 3.1 server unless it speaks the protocol by hand', async (t) => {
  const server = await startExampleServer('examples/v3/faq/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/v3/faq/plain-websocket.js', {SERVER_URL: server.url});
  t.after(() => client.stop());
  await client.waitForOutput(/3 closed/);
  const output = client.output();
  // 1. no WebSocket endpoint at the root: the server hangs up
  assert.match(output, /1 error: socket hang up/);
  // 2. the Engine.IO open packet, then the connection is closed after a plain text message
  assert.match(output, /2 received: 0\{"sid":"[\w-]+","upgrades":\[\],"pingInterval":25000,"pingTimeout":5000\}\n2 closed/);
  // 3. by hand: CONNECT accepted, then the acknowledgement of the "hello" event
  assert.match(output, /3 received: 40\{"sid":"[\w-]+"\}/);
  assert.match(output, /3 received: 431\["hello alice, from socket\.io 3\.1\.\d+ \(Engine\.IO protocol v4\)"\]/);
  // only the hand-made connection reached the "connection" event
  assert.equal(server.output().match(/connection of/g)?.length, 1);
});

test('3.x FAQ: 3.x and 4.x clients talk to a 3.1 server; a 2.x client needs allowEIO3', async (t) => {
  const server = await startExampleServer('examples/v3/faq/server.js');
  t.after(() => server.stop());

  const v3 = startNode('examples/v3/faq/versions.js', {SERVER_URL: server.url});
  t.after(() => v3.stop());
  await v3.waitForOutput(/socket\.io-client 3\.1\.\d+: hello alice, from socket\.io 3\.1\.\d+ \(Engine\.IO protocol v4\)/);

  const v4 = startNode('examples/v3/faq/versions.js', {SERVER_URL: server.url, CLIENT: client4});
  t.after(() => v4.stop());
  await v4.waitForOutput(/socket\.io-client 4\.8\.\d+: hello alice, from socket\.io 3\.1\.\d+ \(Engine\.IO protocol v4\)/);

  const v2 = startNode('examples/v3/faq/versions.js', {SERVER_URL: server.url, CLIENT: client2});
  t.after(() => v2.stop());
  await v2.waitForOutput(/socket\.io-client 2\.5\.\d+: hello alice, from socket\.io 3\.1\.\d+ \(Engine\.IO protocol v3\)/);

  // the intro's server does not set allowEIO3: the 2.x client is refused
  const strict = await startExampleServer('examples/v3/basic/server.js');
  t.after(() => strict.stop());
  const refused = startNode('examples/v3/faq/versions.js', {SERVER_URL: strict.url, CLIENT: client2});
  t.after(() => refused.stop());
  await refused.waitForOutput(/socket\.io-client 2\.5\.\d+: connect_error \(xhr poll error\)/);
  const response = await fetch(`${strict.url}/socket.io/?EIO=3&transport=polling`);
  assert.equal(response.status, 400);
  assert.deepEqual(await response.json(), {code: 5, message: 'Unsupported protocol version'});
});

test('3.x FAQ: a room per user reaches every device of that user and nobody else', async (t) => {
  const server = await startExampleServer('examples/v3/faq/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/v3/faq/all-devices.js', {SERVER_URL: server.url});
  t.after(() => client.stop());
  await client.waitForOutput(/is alice online after closing both devices\? false/);
  const output = client.output();
  assert.match(output, /alice's phone got: you have a new message/);
  assert.match(output, /alice's laptop got: you have a new message/);
  assert.match(output, /sent to 2 connection\(s\) of alice/);
  assert.match(output, /is alice online\? true/);
  assert.doesNotMatch(output, /bob got/);
});

test('3.x FAQ: an acknowledgement confirms receipt; without a listener, only the timer answers', async (t) => {
  const server = await startExampleServer('examples/v3/faq/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/v3/faq/acknowledgements.js', {SERVER_URL: server.url});
  t.after(() => client.stop());
  await client.waitForOutput(/archive: .+/);
  assert.match(client.output(), /save: \{ status: 'saved', length: 8 \}/);
  assert.match(client.output(), /archive: no acknowledgement for "archive" within 2000 ms/);
});

test('3.x FAQ: handshake.address is the TCP peer; X-Forwarded-For is whatever the client sent', async (t) => {
  const server = await startExampleServer('examples/v3/faq/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/v3/faq/client-ip.js', {SERVER_URL: server.url});
  t.after(() => client.stop());
  await client.waitForOutput(/x-forwarded-for: .+/);
  assert.match(client.output(), /handshake\.address: ((::ffff:)?127\.0\.0\.1|::1)\n/);
  assert.match(client.output(), /x-forwarded-for: 203\.0\.113\.7/);
});

test('3.x FAQ: with WebSocket ruled out, the client works over HTTP long-polling', async (t) => {
  const server = await startExampleServer('examples/v3/faq/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/v3/faq/polling-only.js', {SERVER_URL: server.url});
  t.after(() => client.stop());
  await client.waitForOutput(/over polling: hello alice/);
});
