import {test} from 'node:test';
import assert from 'node:assert/strict';
import {io} from 'socket.io-client';
import {startExampleServer, startNode} from '../helpers/processes';

test('listening to events: validation, wrapped listener, once, off and catch-all listeners', async (t) => {
  const server = await startExampleServer('examples/listening-to-events/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/listening-to-events/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  await client.waitForOutput(/invalid payload/);
  assert.match(client.output(), /'title must be a non-empty string', 'unknown field: color'/);
  assert.match(await client.waitForOutput(/\{ todo: .* \}/), /id: 1, title: 'Buy milk', done: false/);
  assert.match(await client.waitForOutput(/\{ error: 'internal error' \}/), /internal error/);
  await server.waitForOutput(/listener failed: no todo with id 999/);

  // once: two "hello", one "greeting"
  await client.waitForOutput(/greeting: hello to you too/);
  // off: the third vote is not counted
  await client.waitForOutput(/votes counted: 2\n.*votes counted: 2/);
  assert.equal(client.output().match(/greeting: /g)?.length, 1);

  // onAny (client and server) and onAnyOutgoing (server)
  assert.match(client.output(), /received greeting/);
  assert.match(server.output(), /<- create todo/);
  assert.match(server.output(), /-> greeting \[ 'hello to you too \(said once\)' \]/);

  // the server survived the error thrown in the wrapped listener
  const other = io(server.url, {transports: ['websocket']});
  t.after(() => other.disconnect());
  const answer = await other.emitWithAck('create todo', {title: 'Still up'});
  assert.deepEqual(answer, {todo: {id: 2, title: 'Still up', done: false}});
  const invalid = await other.emitWithAck('create todo', 'not an object');
  assert.deepEqual(invalid, {error: 'invalid payload', problems: ['the payload must be an object']});
});

test('listening to events: a listener that throws stops the whole server', async (t) => {
  const server = await startExampleServer('examples/listening-to-events/unsafe-server.js');
  t.after(() => server.stop());
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
  const socket = io(server.url, {reconnection: false});
  t.after(() => socket.disconnect());
  socket.on('connect', () => socket.emit('delete todo', 1));
  assert.equal(await exited, 1);
  assert.match(server.output(), /Error: no todo with id 1/);
});

test('listening to events: listeners registered in "connect" pile up at each reconnection', async (t) => {
  const server = await startExampleServer('examples/listening-to-events/server.js');
  t.after(() => server.stop());

  const pitfall = startNode('examples/listening-to-events/client-pitfall.js', {SERVER_URL: server.url});
  t.after(() => pitfall.stop());
  await pitfall.waitForOutput(/listener #2 got: .*/);
  const lines = pitfall.output().split('\n').filter((line) => line.includes(' got: '));
  // the second "news" event, after the reconnection, is handled twice
  assert.deepEqual(
    lines.map((line) => line.replace(/ got: .*/, '')),
    ['listener #1', 'listener #1', 'listener #2'],
  );

  const fixed = startNode('examples/listening-to-events/client-fixed.js', {SERVER_URL: server.url});
  t.after(() => fixed.stop());
  await fixed.waitForOutput(/disconnected: /);
  await fixed.waitForOutput(/(the listener got: .*\n[^]*){2}/);
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(fixed.output().match(/the listener got: /g)?.length, 2);
});

test('listening to events: validation with zod (safeParse, issues, prettifyError, stripped and strict objects, tuples)', async (t) => {
  const server = await startExampleServer('examples/listening-to-events/validate-zod.js');
  t.after(() => server.stop());
  const client = startNode('examples/listening-to-events/client-zod.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  // z.object(): trimmed, default filled in, the unknown "color" dropped
  await client.waitForOutput(/^\{"todo":\{"id":1,"title":"Buy milk","done":false\}\}$/m);
  // error.issues, sent back to the client
  await client.waitForOutput(
    /^\{"error":"invalid payload","issues":\[\{"path":\["title"\],"message":"Too small: expected string to have >=1 characters"\},\{"path":\["done"\],"message":"Invalid input: expected boolean, received string"\}\]\}$/m,
  );
  // z.prettifyError(), in the server's log
  await server.waitForOutput(
    /refused "create todo":\n✖ Too small: expected string to have >=1 characters\n {2}→ at title\n✖ Invalid input: expected boolean, received string\n {2}→ at done/,
  );
  // a tuple for two arguments
  await client.waitForOutput(/^\{"todo":\{"id":1,"title":"Buy milk","done":true\}\}$/m);
  // z.strictObject(): the unknown key is refused, at the second argument
  await client.waitForOutput(/^\{"error":"invalid payload","issues":\[\{"path":\[1\],"message":"Unrecognized key: \\"don\\""\}\]\}$/m);
  // too many arguments, and a string for the id
  await client.waitForOutput(
    /^\{"error":"invalid payload","issues":\[\{"path":\[\],"message":"Too big: expected array to have <=2 items"\},\{"path":\[0\],"message":"Invalid input: expected number, received string"\}\]\}$/m,
  );

  // no acknowledgement function: the event is ignored, and the server keeps running
  const other = io(server.url, {transports: ['websocket']});
  t.after(() => other.disconnect());
  await new Promise<void>((resolve) => other.once('connect', () => resolve()));
  other.emit('create todo', {title: 'no callback'});
  other.emit('update todo', 1, {done: false});
  const check = await other.emitWithAck('update todo', 1, {});
  assert.deepEqual(check, {todo: {id: 1, title: 'Buy milk', done: true}});
  assert.deepEqual(await other.emitWithAck('create todo', {title: 'Next'}), {todo: {id: 2, title: 'Next', done: false}});
});
