import {test} from 'node:test';
import assert from 'node:assert/strict';
import {startExampleServer, startNode} from '../helpers/processes';

test('a WebSocket-only client skips HTTP long-polling, and the server keeps the user agent it copied', async (t) => {
  const server = await startExampleServer('examples/performance-tuning/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/performance-tuning/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  assert.equal(
    await client.waitForOutput(/connected with \w+, the server kept the user agent "[^"]*"/),
    'connected with websocket, the server kept the user agent "performance-tuning-sample"',
  );
  await client.waitForOutput(/round trip: [\d.]+ ms/);
});

test('the native add-on check prints the status of bufferutil and utf-8-validate', async (t) => {
  const run = startNode('examples/performance-tuning/check-native-addons.js');
  t.after(() => run.stop());
  await run.waitForOutput(/utf-8-validate: .+/);
  const output = run.output();
  assert.match(output, /^ws 8\.\d+\.\d+, Node\.js \d+/m);
  assert.match(output, /^bufferutil: (used|not installed|not needed)/m);
  // Node.js 20 and later have buffer.isUtf8(), so ws never loads utf-8-validate there
  assert.match(output, /^utf-8-validate: not needed/m);

  const disabled = startNode('examples/performance-tuning/check-native-addons.js', {WS_NO_BUFFER_UTIL: '1'});
  t.after(() => disabled.stop());
  await disabled.waitForOutput(/bufferutil: disabled by WS_NO_BUFFER_UTIL/);
});

test('msgpack-server.js and msgpack-client.js: both sides use the MessagePack parser, and the event gets through', async (t) => {
  const server = await startExampleServer('examples/performance-tuning/msgpack-server.js');
  t.after(() => server.stop());
  const client = startNode('examples/performance-tuning/msgpack-client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());
  await client.waitForOutput(/hello, with the msgpack parser/);
});
