import {test} from 'node:test';
import assert from 'node:assert/strict';
import {io, type Socket} from 'socket.io-client';
import {startExampleServer, startNode} from '../helpers/processes';

function connect(url: string, auth: Record<string, string> = {}): Promise<Socket> {
  // forceNew: each test socket gets its own connection, like separate browser tabs
  const socket = io(url, {transports: ['websocket'], forceNew: true, auth});
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.disconnect();
      reject(err);
    });
  });
}

function record(socket: Socket, event: string): unknown[][] {
  const received: unknown[][] = [];
  socket.on(event, (...args: unknown[]) => received.push(args));
  return received;
}

const pause = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

test('namespaces: the sample client shares one connection between /, /admin and a dynamic namespace', async (t) => {
  const server = await startExampleServer('examples/namespaces/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/namespaces/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  await client.waitForOutput(/one Manager for all: true/);
  await client.waitForOutput(/connected to \/admin as [\w-]+/);
  await client.waitForOutput(/announcement: the server restarts at noon/);
  await client.waitForOutput(/workspace message: \/workspace-42 alice: hello workspace/);
  await client.waitForOutput(/connect_error on \/unknown: Invalid namespace/);
  await client.waitForOutput(/stats: \{.*\}/);

  await server.waitForOutput(/namespace \/workspace-42 created/);
  assert.match(server.output(), /namespace \/admin created/);
  // only one Engine.IO connection was opened by the client for its three namespaces
  const mainSockets = server.output().match(/\[\/\] [\w-]+ connected/g) ?? [];
  assert.equal(mainSockets.length, 1);
});

test('namespaces: middlewares, rooms, dynamic namespaces and cleanup', async (t) => {
  const server = await startExampleServer('examples/namespaces/server.js');
  t.after(() => server.stop());
  const sockets: Socket[] = [];
  t.after(() => sockets.forEach((socket) => socket.disconnect()));
  const open = async (path: string, auth: Record<string, string> = {}) => {
    const socket = await connect(server.url + path, auth);
    sockets.push(socket);
    return socket;
  };

  // the /admin middleware does not run for "/", and refuses a wrong token
  const main = await open('/');
  await assert.rejects(connect(`${server.url}/admin`, {token: 'wrong'}), {message: 'not an admin'});
  const admin = await open('/admin', {token: 'admin-secret'});

  // "lobby" of "/" and "lobby" of "/admin" are two different rooms
  const main2 = await open('/');
  assert.deepEqual(await admin.emitWithAck('stats'), {mainSockets: 2, adminSockets: 1, mainLobby: 2, adminLobby: 1});

  // an event sent to the main namespace does not reach the /admin socket
  const announcements = [main, main2, admin].map((socket) => record(socket, 'announcement'));
  admin.emit('announce', 'hello');
  await pause();
  assert.deepEqual(announcements, [[['hello']], [['hello']], []]);

  // dynamic namespaces: the parent's middleware applies to every child
  await assert.rejects(connect(`${server.url}/workspace-1`), {message: 'missing user'});
  const w1 = await open('/workspace-1', {user: 'alice'});
  const w2 = await open('/workspace-2', {user: 'bob'});
  await assert.rejects(connect(`${server.url}/workspace-x`, {user: 'eve'}), {message: 'Invalid namespace'});

  // a message stays inside its workspace
  const messages = [w1, w2].map((socket) => record(socket, 'message'));
  w1.emit('message', 'hi');
  await pause();
  assert.deepEqual(messages, [[['/workspace-1 alice: hi']], []]);

  // the parent namespace broadcasts to every child, not to "/"
  const maintenance = [w1, w2, main].map((socket) => record(socket, 'maintenance'));
  admin.emit('maintenance', 'restart in 5 minutes');
  await pause();
  assert.deepEqual(maintenance, [[['restart in 5 minutes']], [['restart in 5 minutes']], []]);

  // a namespace accepted by a function
  const tenant = io(`${server.url}/tenant-acme`, {transports: ['websocket'], forceNew: true});
  sockets.push(tenant);
  assert.deepEqual(await new Promise((resolve) => tenant.once('welcome', (...args) => resolve(args))), ['/tenant-acme']);
  await assert.rejects(connect(`${server.url}/tenant-initech`), {message: 'Invalid namespace'});

  // cleanupEmptyChildNamespaces: once empty, /workspace-1 is deleted, and created again on the next connection.
  // The refused connection (no user) had already created it once, and its cleanup deleted it.
  assert.equal(server.output().match(/namespace \/workspace-1 created/g)?.length, 2);
  w1.disconnect();
  await pause();
  await open('/workspace-1', {user: 'carol'});
  await pause(100);
  assert.equal(server.output().match(/namespace \/workspace-1 created/g)?.length, 3);
  // /workspace-2 still has a socket, so it was not created twice
  assert.equal(server.output().match(/namespace \/workspace-2 created/g)?.length, 1);
});
