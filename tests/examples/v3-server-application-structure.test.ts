import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import {freePort, repoRoot, startExampleServer, startNode} from '../helpers/processes';

// the 3.x packages, as the samples of examples/v3 see them
const requireV3 = createRequire(path.join(repoRoot, 'examples/v3/package.json'));
const {io: connectV3} = requireV3('socket.io-client');
const {Server} = requireV3('socket.io');

function connect(url: string): Promise<any> {
  return new Promise((resolve, reject) => {
    const socket = connectV3(url, {forceNew: true, transports: ['websocket']});
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const nextEvent = (socket: any, event: string) => new Promise<any>((resolve) => socket.once(event, resolve));

test('3.x application structure: the handler modules answer the client and notify the others', async (t) => {
  const server = await startExampleServer('examples/v3/server-application-structure/index.js');
  t.after(() => server.stop());
  const observer = await connect(server.url);
  t.after(() => observer.close());

  const joined = nextEvent(observer, 'presence:joined');
  const created = nextEvent(observer, 'todo:created');
  const updated = nextEvent(observer, 'todo:updated');
  const client = startNode('examples/v3/server-application-structure/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  await client.waitForOutput(/created: .+/);
  assert.match(client.output(), /created: \{ id: 1, title: 'write the docs', done: false \}/);
  await client.waitForOutput(/error: a title is required/);
  await client.waitForOutput(/todo 1 is now done/);
  await client.waitForOutput(/1 todo\(s\) on the server/);
  await client.waitForOutput(/2 client\(s\) connected/);

  // the other client got the broadcasts of both modules
  const clientId = await joined;
  assert.match(clientId, /^[\w-]{20}$/);
  assert.deepEqual(await created, {id: 1, title: 'write the docs', done: false});
  assert.deepEqual(await updated, {id: 1, title: 'write the docs', done: true});
  const left = nextEvent(observer, 'presence:left');
  await client.stop();
  assert.equal(await left, clientId);

  // an event without the expected callback is ignored: the server keeps running
  observer.emit('todo:create', 'no callback');
  const count = await new Promise<any>((resolve) => observer.emit('presence:count', resolve));
  assert.deepEqual(count, {data: 1});
});

test('3.x: a listener declared with function() gets the socket as this', async (t) => {
  const port = await freePort();
  const io = new Server(port);
  t.after(() => io.close());
  const seen = new Promise<boolean>((resolve) => {
    io.on('connection', (socket: any) => {
      socket.on('todo:create', function (this: unknown) {
        resolve(this === socket);
      });
    });
  });
  const socket = await connect(`http://localhost:${port}`);
  t.after(() => socket.close());
  socket.emit('todo:create', 'title');
  assert.equal(await seen, true);
});
