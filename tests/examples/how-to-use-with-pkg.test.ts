import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync, spawn} from 'node:child_process';
import {copyFileSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {io as ioc} from 'socket.io-client';
import {freePort, repoRoot, startExampleServer, waitForPort} from '../helpers/processes';

const sample = 'examples/how-to/use-with-pkg/server.js';
const rootRequire = createRequire(path.join(repoRoot, 'package.json'));

function hello(url: string): Promise<string> {
  const socket = ioc(url, {reconnection: false});
  return new Promise<string>((resolve, reject) => {
    socket.once('hello', resolve);
    socket.once('connect_error', reject);
  }).finally(() => socket.disconnect());
}

test('use-with-pkg: run with node, the server serves the client bundle and a client connects', async (t) => {
  const server = await startExampleServer(sample);
  t.after(() => server.stop());

  const page = await (await fetch(`${server.url}/`)).text();
  assert.match(page, /<script src="\/socket\.io\/socket\.io\.js"><\/script>/);

  const bundle = await fetch(`${server.url}/socket.io/socket.io.js`);
  assert.equal(bundle.status, 200);
  assert.match(bundle.headers.get('content-type') ?? '', /application\/javascript/);
  const {version} = rootRequire('socket.io/package.json') as {version: string};
  assert.match(await bundle.text(), new RegExp(`Socket\\.IO v${version.replace(/\./g, '\\.')}`));

  assert.equal(await hello(server.url), 'Hello from Node.js!');
  await server.waitForOutput(/connected: [\w-]+/);
});

// postject (a dev dependency) injects the blob into a copy of the node binary, as Node's SEA guide does.
const postject = rootRequire.resolve('postject/dist/cli.js');

test('use-with-pkg: the Node.js single executable serves the bundle from its blob', async (t) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sea-'));
  t.after(() => rmSync(dir, {recursive: true, force: true}));
  const run = (file: string, args: string[]) => execFileSync(file, args, {cwd: dir, stdio: 'pipe'});

  run(path.join(repoRoot, 'node_modules/.bin/esbuild'), [
    path.join(repoRoot, sample),
    '--bundle',
    '--platform=node',
    '--format=cjs',
    '--log-level=error',
    `--outfile=${path.join(dir, 'server.cjs')}`,
  ]);
  writeFileSync(
    path.join(dir, 'sea-config.json'),
    JSON.stringify({
      main: 'server.cjs',
      output: 'sea-prep.blob',
      disableExperimentalSEAWarning: true,
      assets: {'socket.io.js': path.join(repoRoot, 'node_modules/socket.io/client-dist/socket.io.js')},
    }),
  );
  run(process.execPath, ['--experimental-sea-config', 'sea-config.json']);
  copyFileSync(process.execPath, path.join(dir, 'server'));
  run(process.execPath, [postject, 'server', 'NODE_SEA_BLOB', 'sea-prep.blob', '--sentinel-fuse', 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2']);

  const port = await freePort();
  const child = spawn(path.join(dir, 'server'), [], {env: {...process.env, PORT: String(port)}, stdio: 'ignore'});
  t.after(() => child.kill());
  await waitForPort(port);
  const url = `http://localhost:${port}`;

  const page = await (await fetch(`${url}/`)).text();
  assert.match(page, /<script src="\/socket\.io-client\.js"><\/script>/);
  const bundle = await fetch(`${url}/socket.io-client.js`);
  assert.equal(bundle.status, 200);
  assert.match(await bundle.text(), /Socket\.IO v4\.8/);
  // Engine.IO owns /socket.io/: with serveClient false, the usual URL is a bad Engine.IO request
  assert.equal((await fetch(`${url}/socket.io/socket.io.js`)).status, 400);

  assert.equal(await hello(url), 'Hello from a single executable!');
});
