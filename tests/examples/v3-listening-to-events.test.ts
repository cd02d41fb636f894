import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import {repoRoot, startExampleServer, startNode} from '../helpers/processes';

test('3.x listening to events: on, once, off, catch-all listeners, middleware errors, listener errors', async (t) => {
  const server = await startExampleServer('examples/v3/listening-to-events/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/v3/listening-to-events/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  // on(): the arguments in order
  await server.waitForOutput(/details: alice, 30/);
  // onAny() + prependAny(): two catch-all listeners, the prepended one runs first (it counts)
  await server.waitForOutput(/catch-all listeners: 2/);
  await server.waitForOutput(/incoming #1 "details" \[ 'alice', 30 \]/);
  // catch-all listeners see every event, even one that no listener handles any more or that a middleware refuses
  await server.waitForOutput(/incoming #3 "init" \[\]/);
  await server.waitForOutput(/incoming #9 "admin action" \[\]/);

  // once(): one call for two events
  await server.waitForOutput(/init: handled once/);
  // off(): 5 ticks emitted, 3 handled
  await server.waitForOutput(/no more ticks/);
  assert.doesNotMatch(server.output(), /tick #4/);

  // socket.use() + next(err): the "error" event, the listener is skipped, the socket stays connected
  await server.waitForOutput(/refused: unauthorized event/);
  assert.doesNotMatch(server.output(), /never printed/);
  await client.waitForOutput(/the server refused an event: unauthorized event/);

  // a wrapped async listener: the error is logged and the client gets an answer
  await server.waitForOutput(/listener failed: name is required/);
  await client.waitForOutput(/update profile: \{ error: 'name is required' \}/);
  await client.waitForOutput(/update profile: \{ status: 'saved' \}/);

  // the client: off() keeps the first "news" only, offAny() stopped the catch-all logging after "refused"
  await client.waitForOutput(/news: first/);
  await client.waitForOutput(/server sent "refused"/);
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.doesNotMatch(client.output(), /news: second/);
  assert.doesNotMatch(client.output(), /server sent "news"/);
});

test('3.x listening to events: an error thrown in a listener stops the server process', async (t) => {
  const server = await startExampleServer('examples/v3/listening-to-events/unsafe-server.js');
  t.after(() => server.stop());
  const requireV3 = createRequire(path.join(repoRoot, 'examples/v3/package.json'));
  const {io} = requireV3('socket.io-client');
  const socket = io(server.url, {reconnection: false});
  t.after(() => socket.close());

  const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
  socket.emit('delete todo', 42);
  assert.equal(await exited, 1);
  assert.match(server.output(), /Error: todo 42 not found/);
});
