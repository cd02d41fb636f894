import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {repoRoot, startExampleServer, startNode} from '../helpers/processes';

const sampleRequire = createRequire(path.join(repoRoot, 'examples/v2/basic/client.js'));

/** The version of `pkg` that `require()` loads from the sample's folder. */
function versionSeenBy(sample: string, pkg: string): string {
  const entry = createRequire(path.join(repoRoot, sample)).resolve(pkg);
  const root = entry.slice(0, entry.lastIndexOf(`node_modules${path.sep}${pkg}`) + `node_modules/${pkg}`.length);
  return JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
}

/** Connects the 2.x client with the given Origin header; resolves 'connected' or the error text. */
function tryOrigin(url: string, origin: string): Promise<string> {
  const io = sampleRequire('socket.io-client');
  const socket = io(url, {reconnection: false, forceNew: true, extraHeaders: {Origin: origin}});
  return new Promise((resolve) => {
    socket.on('connect', () => {
      socket.close();
      resolve('connected');
    });
    socket.on('connect_error', (error: Error & {description?: unknown}) => {
      socket.close();
      resolve(`${error.message} ${error.description}`);
    });
  });
}

test('the 2.x samples load socket.io 2.5 and socket.io-client 2.5', () => {
  assert.match(versionSeenBy('examples/v2/basic/server.js', 'socket.io'), /^2\.5\./);
  assert.match(versionSeenBy('examples/v2/basic/client.js', 'socket.io-client'), /^2\.5\./);
});

test('2.x intro sample: the client is greeted, acknowledged, and its message reaches the room', async (t) => {
  const server = await startExampleServer('examples/v2/basic/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/v2/basic/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  await client.waitForOutput(/connected with transport polling/);
  await client.waitForOutput(/Hello, [\w-]+!/);
  await client.waitForOutput(/server says: delivered/);
  assert.match(await client.waitForOutput(/new message: .+/), /new message: Hi, everyone!/);
  // socket.rooms is a plain object whose keys and values are the room names
  assert.match(
    await server.waitForOutput(/rooms of .+/),
    /rooms of ([\w-]+) \{ '?\1'?: '\1', lobby: 'lobby' \}/,
  );
});

test('2.x intro sample: the origins function admits the listed origin and clients without Origin, refuses others', async (t) => {
  const server = await startExampleServer('examples/v2/basic/server.js');
  t.after(() => server.stop());

  assert.equal(await tryOrigin(server.url, 'http://localhost:8080'), 'connected');
  assert.match(await tryOrigin(server.url, 'http://elsewhere.example'), /403/);
});
