import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import {repoRoot, startExampleServer, startNode} from '../helpers/processes';

test('2.x internals: the raw polling exchange shows the packets the page describes', async (t) => {
  const server = await startExampleServer('examples/v2/basic/server.js');
  t.after(() => server.stop());
  const raw = startNode('examples/v2/internals/raw-client.js', {SERVER_URL: server.url});
  t.after(() => raw.stop());

  assert.match(
    await raw.waitForOutput(/handshake <- .+/),
    /^handshake <- 97:0\{"sid":"[\w-]{20}","upgrades":\["websocket"\],"pingInterval":25000,"pingTimeout":20000\}2:40$/,
  );
  const poll = await raw.waitForOutput(/poll <- \d+:42.+/);
  assert.match(poll, /\d+:42\["welcome","Hello, [\w-]+!"\]/);
  assert.match(poll, /41:42\["chat message","Hi from a raw client"\]/);
  assert.match(poll, /16:431\["delivered"\]/);
  await raw.waitForOutput(/sent -> 2\npoll <- 1:3\n/);
  await raw.waitForOutput(/sent -> 1/);
});

test('2.x internals: socket.io-parser 3.x encodings', () => {
  const parser = createRequire(path.join(repoRoot, 'examples/v2/internals/raw-client.js'))('socket.io-parser');
  const encoder = new parser.Encoder();
  const encode = (packet: object) => {
    let out: unknown[] = [];
    encoder.encode(packet, (encoded: unknown[]) => (out = encoded));
    return out;
  };
  assert.deepEqual(encode({type: 0, nsp: '/admin?token=abc'}), ['0/admin?token=abc,']);
  assert.deepEqual(encode({type: 2, nsp: '/', data: ['hello', 1]}), ['2["hello",1]']);
  assert.deepEqual(encode({type: 2, nsp: '/admin', id: 12, data: ['hello']}), ['2/admin,12["hello"]']);
  assert.deepEqual(encode({type: 3, nsp: '/', id: 12, data: ['ok']}), ['312["ok"]']);
  assert.deepEqual(encode({type: 4, nsp: '/admin', data: 'not authorized'}), ['4/admin,"not authorized"']);
  const binary = encode({type: 5, nsp: '/', data: ['file', Buffer.from([1, 2, 3])]});
  assert.equal(binary[0], '51-["file",{"_placeholder":true,"num":0}]');
  assert.deepEqual(binary[1], Buffer.from([1, 2, 3]));
});

test('2.x internals: the client upgrades with a probe, then sends the upgrade packet', async (t) => {
  const server = await startExampleServer('examples/v2/basic/server.js', {DEBUG: 'engine:socket,engine.io-client:socket'});
  t.after(() => server.stop());
  const client = startNode('examples/v2/basic/client.js', {SERVER_URL: server.url, DEBUG: 'engine.io-client:socket'});
  t.after(() => client.stop());
  await client.waitForOutput(/probe transport "websocket" pong/);
  // (the noop that flushes a pending poll only shows when a poll request happened to be pending)
  await server.waitForOutput(/got upgrade packet - upgrading/);
});
