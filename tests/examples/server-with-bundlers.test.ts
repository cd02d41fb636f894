import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {io} from 'socket.io-client';
import {freePort, startNode, waitForPort} from '../helpers/processes';

test('bundlers: esbuild turns the server into one file that runs without node_modules', async (t) => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'socketio-bundle-'));
  t.after(() => fs.rmSync(outDir, {recursive: true, force: true}));

  const build = startNode('examples/server-with-bundlers/build.js', {OUT_DIR: outDir});
  t.after(() => build.stop());
  await build.waitForOutput(/built .+server\.cjs \(\d+ KiB\)/, 30_000);
  await new Promise((resolve) => (build.child.exitCode !== null ? resolve(undefined) : build.child.once('exit', resolve)));
  assert.equal(build.child.exitCode, 0);

  // one file, alone in a temporary folder: no node_modules to fall back on
  assert.deepEqual(fs.readdirSync(outDir), ['server.cjs']);
  const bundle = fs.readFileSync(path.join(outDir, 'server.cjs'), 'utf8');
  assert.doesNotMatch(bundle, /require\("socket\.io"\)/);
  assert.match(bundle, /require\("bufferutil"\)/); // left external, inside ws's try/catch

  const port = await freePort();
  const server = startNode(path.join(outDir, 'server.cjs'), {PORT: String(port)});
  t.after(() => server.stop());
  await waitForPort(port);
  await server.waitForOutput(/listening on port \d+/);

  const client = io(`http://localhost:${port}`, {forceNew: true});
  t.after(() => client.disconnect());
  assert.equal(await client.emitWithAck('hello', 'bundle'), 'hello bundle, from a single file');

  // the upgrade to WebSocket works too (ws is in the bundle)
  await new Promise<void>((resolve) => {
    if (client.io.engine.transport.name === 'websocket') resolve();
    else client.io.engine.once('upgrade', () => resolve());
  });
  assert.equal(await client.emitWithAck('hello', 'websocket'), 'hello websocket, from a single file');

  // serveClient: false: the client files are not served
  const file = await fetch(`http://localhost:${port}/socket.io/socket.io.js`);
  assert.equal(file.status, 400);
  assert.deepEqual(await file.json(), {code: 0, message: 'Transport unknown'});
});
