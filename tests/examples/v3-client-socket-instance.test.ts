import {test} from 'node:test';
import assert from 'node:assert/strict';
import {startExampleServer, startNode} from '../helpers/processes';

test('3.x socket lifecycle: middleware refusal, drop, reconnection through the Manager, server disconnect', async (t) => {
  const server = await startExampleServer('examples/v3/client-socket-instance/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/v3/client-socket-instance/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  await client.waitForOutput(/the server closed the session/, 15_000);
  const lines = client
    .output()
    .trim()
    .split('\n')
    .map((line) => line.replace(/id=[\w-]+/, 'id=<id>'));
  assert.deepEqual(lines, [
    'id before connecting: undefined',
    'connect_error: not authorized data={"retryable":true}',
    'connect: id=<id> connected=true',
    `incoming "hello" [ 'welcome!' ]`,
    'disconnect: reason="transport close" active=true',
    'reconnect_attempt #1',
    'reconnect after 1 attempt(s)',
    'connect: id=<id> connected=true',
    `incoming "hello" [ 'welcome!' ]`,
    'disconnect: reason="io server disconnect" active=false',
    'the server closed the session',
  ]);
  // a new socket id after the reconnection, and it is not the id of the Engine.IO connection
  const ids = [...server.output().matchAll(/server: ([\w-]+) connected \(connection ([\w-]+)\)/g)];
  assert.equal(ids.length, 2);
  assert.notEqual(ids[0][1], ids[1][1]);
  assert.notEqual(ids[0][1], ids[0][2]);
  // the client exits by itself: no socket is active any more, so the Manager closed the connection
  await new Promise((resolve) => (client.child.exitCode !== null ? resolve(null) : client.child.once('exit', resolve)));
});
