import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {repoRoot, startExampleServer, startNode} from '../helpers/processes';

test('socket.id changes after a reconnection, unless connection state recovery restores the session', async (t) => {
  const server = await startExampleServer('examples/faq/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/faq/reconnect-id.js', {SERVER_URL: server.url});
  t.after(() => client.stop());
  await client.waitForOutput(/same id after the reconnection\? false/);
  assert.equal(client.output().match(/recovered: no/g)?.length, 2);

  const recovering = await startExampleServer('examples/faq/server.js', {RECOVERY: 'true'});
  t.after(() => recovering.stop());
  const recovered = startNode('examples/faq/reconnect-id.js', {SERVER_URL: recovering.url});
  t.after(() => recovered.stop());
  await recovered.waitForOutput(/same id after the reconnection\? true/);
  assert.match(recovered.output(), /recovered: yes/);
});

test('a listener registered inside "connect" runs twice after one reconnection; one registered once runs once', async (t) => {
  const server = await startExampleServer('examples/faq/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/faq/listeners-twice.js', {SERVER_URL: server.url});
  t.after(() => client.stop());
  await client.waitForOutput(/connection 1: .*"connect" ran 1 time\(s\), listener added once ran 1 time\(s\)/);
  await client.waitForOutput(/connection 2: .*"connect" ran 2 time\(s\), listener added once ran 1 time\(s\)/);
});

test('two io() calls for the same URL and namespace open two connections', async (t) => {
  const server = await startExampleServer('examples/faq/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/faq/two-connections.js', {SERVER_URL: server.url});
  t.after(() => client.stop());
  await client.waitForOutput(/connections seen by the server: 2/);
  assert.match(client.output(), /same Manager\? false/);
});

test('a room per user reaches every device of that user and nobody else; fetchSockets tells if the user is online', async (t) => {
  const server = await startExampleServer('examples/faq/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/faq/all-devices.js', {SERVER_URL: server.url});
  t.after(() => client.stop());
  await client.waitForOutput(/is alice online after closing both devices\? false/);
  const output = client.output();
  assert.match(output, /alice's phone got: you have a new message/);
  assert.match(output, /alice's laptop got: you have a new message/);
  assert.match(output, /sent to 2 connection\(s\) of alice/);
  assert.match(output, /is alice online\? true/);
  assert.doesNotMatch(output, /bob got/);
});

test('handshake.address is the TCP peer; X-Forwarded-For is whatever the client or proxy sent', async (t) => {
  const server = await startExampleServer('examples/faq/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/faq/client-ip.js', {SERVER_URL: server.url});
  t.after(() => client.stop());
  await client.waitForOutput(/x-forwarded-for: 203\.0\.113\.7/);
  assert.match(client.output(), /handshake\.address: (::ffff:)?127\.0\.0\.1|handshake\.address: ::1/);
});

test('1,000 events sent while buffered and across the upgrade arrive in order', async (t) => {
  const server = await startExampleServer('examples/faq/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/faq/order.js', {SERVER_URL: server.url});
  t.after(() => client.stop());
  await client.waitForOutput(/last event received: 1000, out of order: 0/);
  assert.match(client.output(), /sent while: buffered, .*websocket/);
});

test('a plain WebSocket client only gets through by speaking the Engine.IO and Socket.IO protocols by hand', async (t) => {
  const server = await startExampleServer('examples/faq/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/faq/plain-websocket.js', {SERVER_URL: server.url});
  t.after(() => client.stop());
  await client.waitForOutput(/received: 0\{"sid":".+","upgrades":\[\],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000\}/);
  await client.waitForOutput(/received: 40\{"sid":".+"\}/);
  await server.waitForOutput(/hello event: from a plain WebSocket client/);
});

test('a long-polling request with an unknown sid gets HTTP 400 "Session ID unknown"', async (t) => {
  const server = await startExampleServer('examples/faq/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/faq/session-unknown.js', {SERVER_URL: server.url});
  t.after(() => client.stop());
  await client.waitForOutput(/HTTP 400: \{"code":1,"message":"Session ID unknown"\}/);
});

test('the gzip sizes given in the FAQ are those of the installed socket.io-client dist files', () => {
  const dist = path.join(repoRoot, 'node_modules/socket.io-client/dist');
  const expected: Record<string, [number, number]> = {
    'socket.io.min.js': [47295, 14841],
    'socket.io.esm.min.js': [40759, 12984],
    'socket.io.msgpack.min.js': [50630, 15459],
    'socket.io.js': [153519, 37501],
  };
  for (const [file, [raw, gzip]] of Object.entries(expected)) {
    const content = readFileSync(path.join(dist, file));
    assert.deepEqual([content.length, gzipSync(content).length], [raw, gzip], file);
  }
});
