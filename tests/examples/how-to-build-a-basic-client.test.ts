import {test} from 'node:test';
import assert from 'node:assert/strict';
import {startExampleServer, startNode} from '../helpers/processes';
import {BasicSocket} from '../../examples/how-to/build-a-basic-client/basic-client.js';

const dir = 'examples/how-to/build-a-basic-client';

test('basic client: events and acks both ways, heartbeat, clean disconnect, against socket.io 4.8', async (t) => {
  // a short pingInterval, so that the server sends pings while the client is connected
  const server = await startExampleServer(`${dir}/server.js`, {PING_INTERVAL: '300'});
  t.after(() => server.stop());
  const client = startNode(`${dir}/client.js`, {SERVER_URL: server.url, STAY_CONNECTED: '1500'});
  t.after(() => client.stop());

  await client.waitForOutput(/^< 0\{"sid":"[\w-]+","upgrades":\[\],"pingInterval":300,/m);
  await client.waitForOutput(/^> 40\{"name":"basic client"\}$/m);
  await client.waitForOutput(/^connected with id [\w-]+$/m);
  // server to client
  await client.waitForOutput(/^welcome, 1 client\(s\) online$/m);
  // client to server with an ack
  await client.waitForOutput(/^the server acknowledged: hello basic client, you said "hi!"$/m);
  // server to client with an ack
  await client.waitForOutput(/^the server asks: what is 6 x 7\?$/m);
  await server.waitForOutput(/basic client answered: 42/);
  // heartbeat: ping from the server, pong from the client, seen by the server
  await client.waitForOutput(/^< 2\n> 3$/m);
  await server.waitForOutput(/basic client answered a heartbeat/);
  // clean disconnect
  await client.waitForOutput(/^> 41\ndisconnected: io client disconnect$/m, 5_000);
  await server.waitForOutput(/basic client disconnected: client namespace disconnect/);
  // nothing keeps the process alive after the disconnection
  if (client.child.exitCode === null) await new Promise((resolve) => client.child.once('exit', resolve));
  assert.equal(client.child.exitCode, 0);
});

test('basic client: CONNECT_ERROR from a middleware, DISCONNECT from the server', async (t) => {
  const server = await startExampleServer(`${dir}/server.js`);
  t.after(() => server.stop());

  const anonymous = new BasicSocket(server.url);
  const err: Error & {data?: unknown} = await new Promise((resolve) => anonymous.on('connect_error', resolve));
  assert.equal(err.message, 'a name is required');
  assert.equal(anonymous.connected, false);

  const socket = new BasicSocket(server.url, {auth: {name: 'test'}});
  t.after(() => socket.disconnect());
  // emitted before the connection: buffered, sent after the CONNECT answer
  const reply = socket.emitWithAck('hello', 'early');
  socket.on('question', (_text: string, callback: (n: number) => void) => callback(42));
  await new Promise((resolve) => socket.on('connect', resolve));
  assert.equal(await reply, 'hello test, you said "early"');
  await server.waitForOutput(/test answered: 42/);

  const reason = new Promise((resolve) => socket.on('disconnect', resolve));
  socket.emit('goodbye');
  assert.equal(await reason, 'io server disconnect');
  await server.waitForOutput(/test disconnected: server namespace disconnect/);
});
