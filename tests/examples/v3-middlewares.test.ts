import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import {freePort, repoRoot, startExampleServer, startNode} from '../helpers/processes';

const dir = 'examples/v3/middlewares';
// socket.io 3.1 and socket.io-client 3.1, as the sample sees them
const req = createRequire(path.join(repoRoot, dir, 'server.js'));

test('3.x middlewares: no session, the client gets err.message and err.data; io.use() does not cover /admin', async (t) => {
  const server = await startExampleServer(`${dir}/server.js`);
  t.after(() => server.stop());
  const client = startNode(`${dir}/client.js`, {SERVER_URL: server.url});
  t.after(() => client.stop());
  await client.waitForOutput(/\/: connect_error: not authorized \{"content":"log in first with GET \/login\?name=\.\.\."\}/);
  await client.waitForOutput(/\/admin: connect_error: admins only undefined/);
  // the logging middleware of the main namespace ran once: for "/", not for "/admin"
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.equal(server.output().match(/middleware: connection attempt/g)?.length, 1);
  assert.doesNotMatch(server.output(), /connected to/);

  // a 3.x client that joins /admin only does not join "/": the main namespace's middlewares do not run
  const {io: connect} = req('socket.io-client');
  const only = connect(`${server.url}/admin`, {reconnection: false});
  t.after(() => only.close());
  const err: any = await new Promise((resolve) => only.on('connect_error', resolve));
  assert.equal(err.message, 'admins only');
  assert.equal(err.data, undefined);
  assert.equal(server.output().match(/middleware: connection attempt/g)?.length, 1);
});

test('3.x middlewares: express-session through wrap(), a user and the admin', async (t) => {
  const server = await startExampleServer(`${dir}/server.js`);
  t.after(() => server.stop());
  const alice = startNode(`${dir}/client.js`, {SERVER_URL: server.url, USER_NAME: 'alice'});
  t.after(() => alice.stop());
  await alice.waitForOutput(/\/: hello alice/);
  await alice.waitForOutput(/\/admin: connect_error: admins only/);
  await server.waitForOutput(/alice connected to \//);

  const admin = startNode(`${dir}/client.js`, {SERVER_URL: server.url, USER_NAME: 'admin'});
  t.after(() => admin.stop());
  await admin.waitForOutput(/\/: hello admin/);
  await admin.waitForOutput(/\/admin: hello admin/);
  await server.waitForOutput(/admin connected to \/admin/);
});

test('3.1: after a refusal the client waits; the server closes the idle connection after connectTimeout, then the client retries', async (t) => {
  const {Server} = req('socket.io');
  const {io: connect} = req('socket.io-client');
  assert.equal(new Server().connectTimeout(), 45_000); // the default

  const port = await freePort();
  const io = new Server(port, {connectTimeout: 500});
  t.after(() => io.close());
  let attempts = 0;
  io.use((socket: unknown, next: (err?: Error) => void) => {
    attempts++;
    next(new Error('not authorized'));
  });

  // a client that does nothing after connect_error
  const waiting = connect(`http://localhost:${port}`, {reconnectionDelay: 50, reconnectionDelayMax: 50});
  t.after(() => waiting.close());
  const events: string[] = [];
  waiting.on('connect_error', (err: Error) => events.push(`connect_error ${err.message}`));
  waiting.on('disconnect', (reason: string) => events.push(`disconnect ${reason}`));
  await new Promise((resolve) => waiting.once('connect_error', resolve));
  assert.equal(waiting.active, true);
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.equal(attempts, 1); // no immediate retry
  await new Promise((resolve) => setTimeout(resolve, 700));
  assert.deepEqual(events.slice(0, 3), ['connect_error not authorized', 'disconnect transport close', 'connect_error not authorized']);
  waiting.close();

  // a client that closes itself in connect_error is not retried
  const before = attempts;
  const closing = connect(`http://localhost:${port}`, {reconnectionDelay: 50, reconnectionDelayMax: 50});
  t.after(() => closing.close());
  closing.on('connect_error', () => closing.close());
  await new Promise((resolve) => setTimeout(resolve, 1200));
  assert.equal(attempts, before + 1);
});

test('3.x server with allowEIO3: a 2.x client gets err.data in its "error" event', async (t) => {
  const {Server} = req('socket.io');
  const v2client = createRequire(path.join(repoRoot, 'examples/v2/package.json'))('socket.io-client');
  const port = await freePort();
  const io = new Server(port, {allowEIO3: true});
  t.after(() => io.close());
  io.use((socket: unknown, next: (err?: Error) => void) => {
    const err: Error & {data?: unknown} = new Error('not authorized');
    err.data = {content: 'log in first'};
    next(err);
  });
  const client = v2client(`http://localhost:${port}`);
  t.after(() => client.close());
  assert.deepEqual(await new Promise((resolve) => client.on('error', resolve)), {content: 'log in first'});
});
