import {test} from 'node:test';
import assert from 'node:assert/strict';
import {io} from 'socket.io-client';
import {Socket as EngineSocket} from 'engine.io-client';
import {Encoder as DefaultEncoder} from 'socket.io-parser';
import {startExampleServer, startNode} from '../helpers/processes';
import * as parser from '../../examples/custom-parser/parser.js';

test('custom parser: the sample client and server talk through the JSON parser', async (t) => {
  const server = await startExampleServer('examples/custom-parser/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/custom-parser/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  await client.waitForOutput(/welcome [\w-]+, at is a string/);
  await client.waitForOutput(/2 \+ 3 = 5/);
  await client.waitForOutput(/echo: \{"nested":\{"list":\[1,"two",null,true\]\}\}/);
  await client.waitForOutput(/file as base64: AQID/);
  await server.waitForOutput(/cannot send: this parser does not support binary data/);
});

test('custom parser: what travels on the wire is one JSON text per packet, prefixed with its type', async (t) => {
  const server = await startExampleServer('examples/custom-parser/server.js');
  t.after(() => server.stop());

  // a bare Engine.IO connection shows the Socket.IO packets as the parser wrote them
  const raw = new EngineSocket(server.url, {path: '/socket.io', transports: ['websocket']});
  t.after(() => raw.close());
  const messages: string[] = [];
  raw.on('message', (message) => {
    messages.push(String(message));
    // like a real client, emit only once the server has answered the CONNECT: until the namespace has accepted
    // the socket, the server takes an EVENT for a protocol error and closes the connection
    if (messages.length === 1) raw.send('2{"nsp":"/","data":["add",2,3],"id":7}'); // EVENT "add", acknowledgement id 7
  });
  raw.on('open', () => raw.send('0{"nsp":"/"}')); // CONNECT to the main namespace
  const deadline = Date.now() + 10_000;
  while (messages.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  assert.equal(messages.length, 3, `three packets expected, received: ${JSON.stringify(messages)}`);

  assert.match(messages[0], /^0\{"nsp":"\/","data":\{"sid":"[\w-]+"\}\}$/);
  assert.match(messages[1], /^2\{"nsp":"\/","data":\["welcome",\{"id":"[\w-]+","at":"\d{4}-\d\d-\d\dT[\d:.]+Z"\}\]\}$/);
  assert.equal(messages[2], '3{"nsp":"/","data":[5],"id":7}');
});

test('custom parser: the decoder refuses what is not a valid packet', () => {
  const decoder = new parser.Decoder();
  const decoded: unknown[] = [];
  decoder.on('decoded', (packet: unknown) => decoded.push(packet));

  decoder.add('2{"nsp":"/admin","data":["hello","world"]}');
  assert.deepEqual(decoded, [{type: 2, nsp: '/admin', data: ['hello', 'world'], id: undefined}]);
  assert.throws(() => decoder.add('2{"nsp":"/","data":"not an array"}'), /invalid packet/);
  assert.throws(() => decoder.add('9{"nsp":"/"}'), /invalid packet/);
  assert.throws(() => decoder.add('2{oops'), SyntaxError);
  assert.throws(() => decoder.add(Buffer.from([1, 2, 3])), /binary/);
  assert.throws(() => new parser.Encoder().encode({type: 2, nsp: '/', data: ['file', {content: new Uint8Array(2)}]}), /binary/);
});

test('custom parser: the default parser, for comparison, writes a compact text and separate binary attachments', () => {
  const encoder = new DefaultEncoder();
  assert.deepEqual(encoder.encode({type: 2, nsp: '/', data: ['hello', 'world']}), ['2["hello","world"]']);
  assert.deepEqual(encoder.encode({type: 2, nsp: '/admin', data: ['hello'], id: 12}), ['2/admin,12["hello"]']);
  const [header, attachment] = encoder.encode({type: 2, nsp: '/', data: ['file', Buffer.from([1, 2, 3])]});
  assert.equal(header, '51-["file",{"_placeholder":true,"num":0}]');
  assert.deepEqual(attachment, Buffer.from([1, 2, 3]));
});

test('custom parser: a client with the default parser never connects to a server with another parser', async (t) => {
  const server = await startExampleServer('examples/custom-parser/server.js');
  t.after(() => server.stop());

  const socket = io(server.url, {transports: ['websocket'], reconnectionDelay: 100, reconnectionDelayMax: 100});
  t.after(() => socket.disconnect());
  let connected = false;
  const closeReasons: string[] = [];
  let connectErrors = 0;
  socket.on('connect', () => (connected = true));
  socket.on('connect_error', () => connectErrors++);
  socket.io.on('close', (reason) => closeReasons.push(reason));
  await new Promise((resolve) => setTimeout(resolve, 1500));

  // the connection opens, the server cannot decode the CONNECT packet and closes it, again and again
  assert.equal(connected, false);
  assert.equal(connectErrors, 0);
  assert.ok(closeReasons.length >= 2, `closes: ${closeReasons.join(', ')}`);
  assert.ok(closeReasons.every((reason) => reason === 'transport close'));
});
