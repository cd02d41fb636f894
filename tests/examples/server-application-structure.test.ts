import {test} from 'node:test';
import assert from 'node:assert/strict';
import {io, type Socket} from 'socket.io-client';
import {startExampleServer, startNode} from '../helpers/processes';

test('application structure: the handlers of both modules answer, and broadcasts reach the other clients', async (t) => {
  const server = await startExampleServer('examples/server-application-structure/index.js');
  t.after(() => server.stop());

  // an observer connected before the sample client
  const observer: Socket = io(server.url, {forceNew: true});
  t.after(() => observer.disconnect());
  await new Promise((resolve) => observer.once('connect', () => resolve(undefined)));
  const joined = new Promise((resolve) => observer.once('presence:joined', resolve));
  const created = new Promise<{title: string}>((resolve) => observer.once('todo:created', resolve));
  const updated = new Promise<{done: boolean}>((resolve) => observer.once('todo:updated', resolve));
  const left = new Promise((resolve) => observer.once('presence:left', resolve));

  const client = startNode('examples/server-application-structure/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  assert.equal(await client.waitForOutput(/created: .+/), 'created: {"id":1,"title":"write the docs","done":false}');
  assert.equal(await client.waitForOutput(/error: .+/), 'error: a title is required');
  assert.equal(await client.waitForOutput(/todo 1 is now \w+/), 'todo 1 is now done');
  assert.equal(await client.waitForOutput(/todos: \d+/), 'todos: 1');
  assert.equal(await client.waitForOutput(/clients online: \d+/), 'clients online: 2');
  // the sender does not receive its own todo:created (socket.broadcast)
  assert.doesNotMatch(client.output(), /someone created/);

  assert.equal(typeof (await joined), 'string');
  assert.equal((await created).title, 'write the docs');
  assert.equal((await updated).done, true);

  await client.stop();
  assert.equal(typeof (await left), 'string');
});

test('handlers that use this: the exported function answers through the acknowledgement and broadcasts', async (t) => {
  const server = await startExampleServer('examples/server-application-structure/this-handlers/index.js');
  t.after(() => server.stop());

  const observer: Socket = io(server.url, {forceNew: true});
  t.after(() => observer.disconnect());
  const sender: Socket = io(server.url, {forceNew: true});
  t.after(() => sender.disconnect());
  await Promise.all([observer, sender].map((s) => new Promise((resolve) => s.once('connect', () => resolve(undefined)))));

  const created = new Promise<{title: string}>((resolve) => observer.once('todo:created', resolve));
  let echoed = false;
  sender.once('todo:created', () => (echoed = true));
  const answer = await sender.timeout(5000).emitWithAck('todo:create', 'write the docs');
  assert.deepEqual(answer, {data: {title: 'write the docs'}});
  assert.deepEqual(await created, {title: 'write the docs'});
  // this was the sender's socket: socket.broadcast skipped it
  assert.equal(echoed, false);
});
