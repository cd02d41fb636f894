import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import {repoRoot, startExampleServer, startNode} from '../helpers/processes';

const sampleRequire = createRequire(path.join(repoRoot, 'examples/v2/server-installation/server.js'));

test('2.x server installation: versions.js prints socket.io 2.5 and its engine.io 3.x', async (t) => {
  const script = startNode('examples/v2/server-installation/versions.js');
  t.after(() => script.stop());
  assert.match(await script.waitForOutput(/socket\.io: .+/), /socket\.io: 2\.5\.\d+/);
  assert.match(await script.waitForOutput(/engine\.io: .+/), /engine\.io: 3\.\d+\.\d+/);
  assert.match(await script.waitForOutput(/ws: .+/), /ws: 7\.\d+\.\d+/);
});

test('2.x server installation: the server serves the 2.5 client bundle and accepts a 2.x client', async (t) => {
  const server = await startExampleServer('examples/v2/server-installation/server.js');
  t.after(() => server.stop());

  const response = await fetch(`${server.url}/socket.io/socket.io.js`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('content-type'), 'application/javascript');
  assert.equal(response.headers.get('etag'), '"2.5.0"');
  assert.match(await response.text(), /Socket\.IO v2\.5\.0/);
  const again = await fetch(`${server.url}/socket.io/socket.io.js`, {headers: {'If-None-Match': '"2.5.0"'}});
  assert.equal(again.status, 304);

  const io = sampleRequire('socket.io-client');
  const socket = io(server.url, {forceNew: true, reconnection: false});
  t.after(() => socket.close());
  await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  await server.waitForOutput(new RegExp(`connected: ${socket.id}`));
});
