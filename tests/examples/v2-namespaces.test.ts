import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import {repoRoot, startExampleServer, startNode} from '../helpers/processes';

const sampleRequire = createRequire(path.join(repoRoot, 'examples/v2/namespaces/client.js'));

test('2.x namespaces: static, dynamic and unknown namespaces over one connection', async (t) => {
  const server = await startExampleServer('examples/v2/namespaces/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/v2/namespaces/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  await client.waitForOutput(/same connection: true/);
  const id = (await client.waitForOutput(/main connected: [\w-]+/)).split(': ')[1];
  await client.waitForOutput(/admin stats: \{"clients":1\}/);
  await client.waitForOutput(/workspace: someone joined \/workspace-1/);
  await client.waitForOutput(/unknown namespace: Invalid namespace/);
  await server.waitForOutput(new RegExp(`admin namespace: /admin#${id}`));
  await server.waitForOutput(/joined \/workspace-1/);
});

test('2.x namespaces: a client of /admin only also joins "/"; a refused middleware sends an error event', async (t) => {
  const server = await startExampleServer('examples/v2/namespaces/server.js');
  t.after(() => server.stop());
  const io = sampleRequire('socket.io-client');

  const refused = io(`${server.url}/admin`, {forceNew: true, query: {token: 'wrong'}});
  t.after(() => refused.close());
  assert.equal(await new Promise((resolve) => refused.on('error', resolve)), 'not authorized');

  const allowed = io(`${server.url}/admin`, {forceNew: true, query: {token: 'secret'}});
  t.after(() => allowed.close());
  await new Promise<void>((resolve) => allowed.on('connect', () => resolve()));
  assert.match(allowed.id, /^\/admin#[\w-]+$/);
  const engineId = allowed.io.engine.id;
  // the handler of the main namespace ran for this client too
  await server.waitForOutput(new RegExp(`main namespace: ${engineId}`));
});
