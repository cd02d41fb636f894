import {test} from 'node:test';
import assert from 'node:assert/strict';
import {startExampleServer, startNode} from '../helpers/processes';

const dir = 'examples/v3/server-instance';

test('3.x server instance: engine ids, namespaces, allSockets(), loops that replace socketsJoin/disconnectSockets, close()', async (t) => {
  const server = await startExampleServer(`${dir}/server.js`);
  t.after(() => server.stop());
  await server.waitForOutput(/io.sockets is io.of\('\/'\): true/);

  const a = startNode(`${dir}/client.js`, {SERVER_URL: server.url, NAME: 'A'});
  t.after(() => a.stop());
  await a.waitForOutput(/A connected/);
  // socket.id is not the Engine.IO id in 3.x: generateId only names the connection (socket.conn.id)
  const first = await server.waitForOutput(/\S+ connected over session-1, 1 client\(s\) now/);
  assert.doesNotMatch(first, /^session-/);
  await server.waitForOutput(/room created: lobby/);
  await server.waitForOutput(/joined lobby/);

  const b = startNode(`${dir}/client.js`, {SERVER_URL: server.url, NAME: 'B'});
  t.after(() => b.stop());
  await b.waitForOutput(/B connected/);
  await server.waitForOutput(/connected over session-2, 2 client\(s\) now/);

  const c = startNode(`${dir}/client.js`, {
    SERVER_URL: server.url,
    NAME: 'C',
    ACTIONS: 'count,/admin,/team-7,everyone joins announcements,kick the others',
  });
  t.after(() => c.stop());
  assert.equal(await c.waitForOutput(/C counts: .+/), 'C counts: {"everyone":3,"lobby":3}');
  await c.waitForOutput(/C joined namespace \/admin/);
  await c.waitForOutput(/C joined namespace \/team-7/);
  for (const client of [a, b, c]) await client.waitForOutput(/got announcement: welcome to the announcements room/);
  await a.waitForOutput(/A disconnected: io server disconnect/);
  await b.waitForOutput(/B disconnected: io server disconnect/);
  assert.doesNotMatch(c.output(), /C disconnected/);

  // io.close() disconnects the remaining client and closes the HTTP server
  server.child.kill('SIGTERM');
  await server.waitForOutput(/server closed/);
  await c.waitForOutput(/C disconnected: transport close/);
});

test('3.x pitfall: io.to() changes the state of the namespace until the next emit', async (t) => {
  const {createRequire} = await import('node:module');
  const path = await import('node:path');
  const {repoRoot, freePort} = await import('../helpers/processes');
  const req = createRequire(path.join(repoRoot, dir, 'server.js'));
  const {Server} = req('socket.io');
  const {io: connect} = req('socket.io-client');
  const port = await freePort();
  const io = new Server(port);
  t.after(() => io.close());
  const client = connect(`http://localhost:${port}`);
  t.after(() => client.close());
  await new Promise((resolve) => client.on('connect', resolve));

  const received: string[] = [];
  client.on('news', (text: string) => received.push(text));
  io.to('nobody'); // the returned object is io itself, now targeting the "nobody" room
  io.emit('news', 'lost'); // goes to the "nobody" room only
  io.emit('news', 'delivered'); // the previous emit reset the target
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.deepEqual(received, ['delivered']);
  assert.equal(typeof io.fetchSockets, 'undefined');
  assert.equal(typeof io.socketsJoin, 'undefined');
  assert.equal(typeof io.except, 'undefined');
});
