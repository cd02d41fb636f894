import {test} from 'node:test';
import assert from 'node:assert/strict';
import {io, Manager, type Socket} from 'socket.io-client';
import {Server} from 'socket.io';
import {freePort, startExampleServer, startNode} from '../helpers/processes';

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

test('namespaces: an existing namespace wins over a dynamic one (the demo workspace of the sample)', async (t) => {
  const server = await startExampleServer('examples/namespaces/server.js');
  t.after(() => server.stop());
  const sockets: Socket[] = [];
  t.after(() => sockets.forEach((socket) => socket.disconnect()));

  // /workspace-0 matches the regular expression, but was registered before it: the parent's middleware
  // (which wants a user) does not run, and its handler is the demo workspace's only
  const demo = io(`${server.url}/workspace-0`, {transports: ['websocket'], forceNew: true});
  sockets.push(demo);
  const welcome = record(demo, 'message');
  await new Promise<void>((resolve) => demo.once('connect', resolve));
  demo.emit('message', 'hi');
  await pause();
  assert.deepEqual(welcome, [['/workspace-0 is the read-only demo workspace']]);
  // created once, when the server started, not as a child of the parent namespace
  assert.equal(server.output().match(/namespace \/workspace-0 created/g)?.length, 1);
});

test('namespaces: the regular expression of the sample is anchored', async (t) => {
  const server = await startExampleServer('examples/namespaces/server.js');
  t.after(() => server.stop());
  for (const name of ['/evil/workspace-1/x', '/workspace-1x', '/workspace-', '/Workspace-1']) {
    await assert.rejects(connect(server.url + name, {user: 'eve'}), {message: 'Invalid namespace'}, name);
  }
  const socket = await connect(`${server.url}/workspace-77`, {user: 'eve'});
  socket.disconnect();
});

test('namespaces: the tenant function checks the name and the auth payload, the middleware every socket', async (t) => {
  const server = await startExampleServer('examples/namespaces/server.js');
  t.after(() => server.stop());
  const sockets: Socket[] = [];
  t.after(() => sockets.forEach((socket) => socket.disconnect()));
  const welcome = async (name: string, token: string) => {
    const socket = io(server.url + name, {transports: ['websocket'], forceNew: true, auth: {token}});
    sockets.push(socket);
    return new Promise((resolve) => socket.once('welcome', resolve));
  };

  // before /tenant-acme exists, the function refuses whoever is not a member: the namespace is not created
  await assert.rejects(connect(`${server.url}/tenant-acme`), {message: 'Invalid namespace'});
  await assert.rejects(connect(`${server.url}/tenant-acme`, {token: 'bob-token'}), {message: 'Invalid namespace'});
  await assert.rejects(connect(`${server.url}/tenant-initech`, {token: 'alice-token'}), {message: 'Invalid namespace'});
  assert.doesNotMatch(server.output(), /namespace \/tenant-/);

  // a member creates it
  assert.equal(await welcome('/tenant-acme', 'alice-token'), '/tenant-acme');
  await server.waitForOutput(/namespace \/tenant-acme created/);

  // now that it exists, the function is not asked again: the refusal comes from the parent's middleware
  await assert.rejects(connect(`${server.url}/tenant-acme`, {token: 'bob-token'}), {message: 'not a member of this tenant'});
  await assert.rejects(connect(`${server.url}/tenant-acme`), {message: 'not a member of this tenant'});
  assert.equal(await welcome('/tenant-globex', 'bob-token'), '/tenant-globex');
});

/** A bare server on a free port, for the rules the page states without a sample. */
async function bareServer(t: {after: (fn: () => unknown) => void}) {
  const port = await freePort();
  const server = new Server(port);
  t.after(() => server.close());
  return {server, url: `http://localhost:${port}`};
}

test('namespaces: what each regular expression of the page lets a client create', async (t) => {
  // one server per expression, so that a name refused by one is not accepted by another
  const accepts = async (regex: RegExp, name: string) => {
    const {server, url} = await bareServer(t);
    server.of(regex);
    try {
      (await connect(url + name)).disconnect();
      return true;
    } catch (err) {
      assert.equal((err as Error).message, 'Invalid namespace');
      return false;
    } finally {
      server.close();
    }
  };
  const table: [RegExp, string, boolean][] = [
    [/workspace-\d+/, '/evil/workspace-1/x', true],
    [/workspace-\d+/, '/workspace-1x', true],
    [/^\/workspace-\d+/, '/workspace-1/anything', true],
    [/^\/chat|\/support$/, '/chat-anything', true],
    [/^\/chat|\/support$/, '/x/support', true],
    [/^\/(chat|support)$/, '/chat-anything', false],
    [/^\/(chat|support)$/, '/support', true],
    [/^\/\w+$/, '/anything_at_all', true],
    [/^\/workspace-\d+$/, '/workspace-1x', false],
    [/^\/workspace-\d+$/, '/workspace-123456789012', true],
  ];
  for (const [regex, name, expected] of table) {
    assert.equal(await accepts(regex, name), expected, `${regex} on ${name}`);
  }
});

test('namespaces: priority between plain, child and parent namespaces', async (t) => {
  const {server, url} = await bareServer(t);
  const handled: string[] = [];
  const functionCalls: string[] = [];

  // a plain namespace registered before a regular expression that matches it wins
  server.of('/dynamic-101').on('connection', () => handled.push('plain /dynamic-101'));
  server.of(/^\/dynamic-\d+$/).on('connection', (socket) => handled.push(`parent ${socket.nsp.name}`));

  // registered after a matching regular expression, io.of(name) creates a child of that parent:
  // it gets the parent's middlewares and handlers
  const late = server.of(/^\/late-\d+$/);
  late.use((socket, next) => next(new Error('refused by the parent')));
  server.of('/late-7').on('connection', () => handled.push('plain /late-7'));

  // parents are asked in the order they were registered, and a function only for a name that does not exist yet
  server.of((name, auth, next) => {
    functionCalls.push(name);
    next(null, name.startsWith('/open-'));
  });
  server.of((name, auth, next) => next(null, true)).on('connection', () => handled.push('catch-all'));

  (await connect(`${url}/dynamic-101`)).disconnect();
  (await connect(`${url}/dynamic-102`)).disconnect();
  await assert.rejects(connect(`${url}/late-7`), {message: 'refused by the parent'});
  const first = await connect(`${url}/open-1`);
  const second = await connect(`${url}/open-1`);
  first.disconnect();
  second.disconnect();
  (await connect(`${url}/anything`)).disconnect();
  await pause(100);

  assert.deepEqual(handled, ['plain /dynamic-101', 'parent /dynamic-102', 'catch-all']);
  // "/open-1" was checked once: the second client joined the existing namespace
  assert.deepEqual(functionCalls, ['/open-1', '/anything']);
});

test('namespaces: one connection can create many namespaces, which stay without cleanupEmptyChildNamespaces', async (t) => {
  const {server, url} = await bareServer(t);
  server.of(/^\/doc-\d+$/).use((socket, next) => next(new Error('refused')));
  let created = 0;
  server.on('new_namespace', () => created++);

  // one Manager: a single WebSocket connection asks for 200 namespaces, each refused by the middleware
  const manager = new Manager(url, {transports: ['websocket']});
  t.after(() => manager.engine?.close());
  await Promise.all(
    Array.from({length: 200}, (_, i) => {
      const socket = manager.socket(`/doc-${i}`);
      return new Promise<void>((resolve) => {
        socket.once('connect_error', () => {
          socket.disconnect();
          resolve();
        });
        socket.connect();
      });
    }),
  );
  assert.equal(created, 200);
  assert.equal(server.engine.clientsCount, 1);
  // every refused namespace is still there: asking for one returns it, without creating it again
  server.of('/doc-199');
  assert.equal(created, 200);
});
