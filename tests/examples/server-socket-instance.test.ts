import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {Server} from 'socket.io';
import {io} from 'socket.io-client';
import {startExampleServer, startNode} from '../helpers/processes';

/** Resolves with the arguments of the next `event` emitted by a socket.io-client socket (or its manager). */
function nextEvent(emitter: any, event: string): Promise<any[]> {
  return new Promise((resolve) => emitter.once(event, (...args: any[]) => resolve(args)));
}

const dir = 'examples/server-socket-instance';

test('client.js (not admin): handshake, rooms, socket.use() rejection, catch-all listeners and disconnect reasons', async (t) => {
  const server = await startExampleServer(`${dir}/server.js`);
  t.after(() => server.stop());
  const client = startNode(`${dir}/client.js`, {SERVER_URL: server.url, USER_NAME: 'alice'});
  t.after(() => client.stop());

  const id = (await client.waitForOutput(/connected as [\w-]+/)).replace('connected as ', '');
  await server.waitForOutput(new RegExp(`id: ${id}`));
  await server.waitForOutput(/handshake: address=\S+ query\.room=news auth\.name=alice time=\w+/);
  // the room named after the id comes first, then the room joined in the handler
  await server.waitForOutput(new RegExp(`rooms: ${id}, news`));
  await server.waitForOutput(/transport: polling/);

  await client.waitForOutput(/hi, alice/);
  // socket.use() rejected the event, the listener never ran
  await client.waitForOutput(/rejected: forbidden event/);
  assert.doesNotMatch(client.output(), /reset done/);

  // onAny / onAnyOutgoing saw the traffic
  // the acknowledgement callback is the last argument (serialized as null by JSON.stringify)
  await server.waitForOutput(/in: hello \[null\]/);
  await server.waitForOutput(/out: rejected \["forbidden event"\]/);

  // socket.disconnect() on the server
  await client.waitForOutput(/disconnected: io server disconnect/);
  await server.waitForOutput(new RegExp(`disconnecting \\(server namespace disconnect\\), rooms: ${id}, news`));
  await server.waitForOutput(/disconnect \(server namespace disconnect\), rooms left: 0/);
});

test('client.js as admin: the event passes socket.use()', async (t) => {
  const server = await startExampleServer(`${dir}/server.js`);
  t.after(() => server.stop());
  const client = startNode(`${dir}/client.js`, {SERVER_URL: server.url, USER_NAME: 'admin'});
  t.after(() => client.stop());
  await client.waitForOutput(/reset done/);
  await server.waitForOutput(/in: admin:reset \[\]/);
});

test('the transport starts with HTTP long-polling and is upgraded to WebSocket', async (t) => {
  const server = await startExampleServer(`${dir}/server.js`);
  t.after(() => server.stop());
  const socket = io(server.url, {auth: {name: 'carol'}});
  t.after(() => socket.close());
  await server.waitForOutput(/transport: polling/);
  await server.waitForOutput(/upgraded to: websocket/);
});

test('socket.use() runs after onAny(): a rejected event is still seen by the catch-all listener', async (t) => {
  const server = await startExampleServer(`${dir}/server.js`);
  t.after(() => server.stop());
  const socket = io(server.url, {auth: {name: 'dave'}});
  t.after(() => socket.close());
  await nextEvent(socket, 'connect');
  const rejected = nextEvent(socket, 'rejected');
  socket.emit('admin:reset');
  assert.deepEqual(await rejected, ['forbidden event']);
  await server.waitForOutput(/in: admin:reset \[\]/);
});

test('socket.id changes when the client reconnects', async (t) => {
  const server = await startExampleServer(`${dir}/server.js`);
  t.after(() => server.stop());
  const socket = io(server.url, {auth: {name: 'bob'}, reconnectionDelay: 100});
  t.after(() => socket.close());
  await nextEvent(socket, 'connect');
  const first = socket.id;

  // cut the low-level connection: the client reconnects by itself
  socket.io.engine.close();
  await nextEvent(socket, 'connect');
  assert.notEqual(socket.id, first);
  await server.waitForOutput(/disconnect \(transport close\)/);
});

test('"server shutting down" on the server; the client sees "transport close" and tries to reconnect', async (t) => {
  const httpServer = createServer();
  const ioServer = new Server(httpServer);
  await new Promise<void>((resolve) => httpServer.listen(0, resolve));
  const {port} = httpServer.address() as AddressInfo;
  const serverReason = new Promise<string>((resolve) => ioServer.on('connection', (s) => s.on('disconnect', resolve)));
  const socket = io(`http://localhost:${port}`, {transports: ['websocket'], reconnectionDelay: 100, reconnectionDelayMax: 100});
  t.after(() => socket.close());
  await nextEvent(socket, 'connect');

  const clientReason = nextEvent(socket, 'disconnect');
  const attempt = nextEvent(socket.io, 'reconnect_attempt');
  ioServer.close();
  assert.equal(await serverReason, 'server shutting down');
  assert.equal((await clientReason)[0], 'transport close');
  assert.equal(socket.active, true);
  await attempt;
});
