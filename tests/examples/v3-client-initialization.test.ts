import {test} from 'node:test';
import assert from 'node:assert/strict';
import {startExampleServer, startNode} from '../helpers/processes';

test('3.x client defaults, and 0 replaced by the default for three options', async (t) => {
  const script = startNode('examples/v3/client-initialization/defaults.js');
  t.after(() => script.stop());
  const last = await script.waitForOutput(/after randomizationFactor\(0\): .+/);
  assert.equal(last, 'after randomizationFactor(0): 0');
  const out = script.output();
  for (const line of [
    'reconnection: true',
    'reconnectionAttempts: Infinity',
    'reconnectionDelay: 1000',
    'reconnectionDelayMax: 5000',
    'randomizationFactor: 0.5',
    'timeout: 20000',
    'path: /socket.io',
    'reconnectionAttempts: 0 gives Infinity',
    'reconnectionDelay: 0 gives 1000',
    'randomizationFactor: 0 gives 0.5',
  ]) {
    assert.ok(out.includes(`${line}\n`), `missing "${line}" in:\n${out}`);
  }
});

test('3.x multiplexing: /admin shares the first connection and its query and headers; forceNew does not', async (t) => {
  const server = await startExampleServer('examples/v3/client-initialization/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/v3/client-initialization/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  await client.waitForOutput(/same Manager: true/);
  await client.waitForOutput(/forceNew, same Manager: false/);
  const seen = async (pattern: RegExp) =>
    JSON.parse((await client.waitForOutput(pattern)).replace('server saw: ', ''));
  assert.deepEqual(await seen(/server saw: \{"namespace":"\/admin".*\}/), {
    namespace: '/admin',
    auth: {token: 'abc'},
    room: 'lobby',
    clientVersion: '1.2.3',
  });
  assert.deepEqual(await seen(/server saw: \{"namespace":"\/","auth":\{"token".*\}/), {
    namespace: '/',
    auth: {token: 'abc'},
    room: 'lobby',
    clientVersion: '1.2.3',
  });
  // the forceNew socket has its own connection, without the options of the first one
  assert.deepEqual(await seen(/server saw: \{"namespace":"\/","auth":\{\}.*\}/), {namespace: '/', auth: {}});
});
