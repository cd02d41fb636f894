import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import {createRequire} from 'node:module';
import path from 'node:path';
import {repoRoot, startExampleServer, startNode} from '../helpers/processes';

/** The version of `pkg` that `require()` loads from the sample's folder. */
function versionSeenBy(sample: string, pkg: string): string {
  const entry = createRequire(path.join(repoRoot, sample)).resolve(pkg);
  const root = entry.slice(0, entry.lastIndexOf(`node_modules${path.sep}${pkg}`) + `node_modules/${pkg}`.length);
  return JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
}

/** The Access-Control-Allow-Origin header of a polling handshake sent with this Origin. */
function allowOriginFor(port: number, origin: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    http
      .get({port, path: '/socket.io/?EIO=4&transport=polling', headers: {Origin: origin}}, (res) => {
        res.resume();
        resolve(res.headers['access-control-allow-origin'] as string | undefined);
      })
      .on('error', reject);
  });
}

test('the 3.x samples load socket.io 3.1 and socket.io-client 3.1', () => {
  assert.match(versionSeenBy('examples/v3/basic/server.js', 'socket.io'), /^3\.1\./);
  assert.match(versionSeenBy('examples/v3/basic/client.js', 'socket.io-client'), /^3\.1\./);
});

test('3.x intro sample: the client is greeted, acknowledged, and its message reaches the room', async (t) => {
  const server = await startExampleServer('examples/v3/basic/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/v3/basic/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  await client.waitForOutput(/connected with transport polling/);
  await client.waitForOutput(/Hello, [\w-]+!/);
  await client.waitForOutput(/server says: delivered/);
  assert.match(await client.waitForOutput(/new message: .+/), /new message: Hi, everyone!/);
  // socket.rooms is a Set holding the socket's own id and "lobby"
  assert.match(await server.waitForOutput(/rooms of .+/), /rooms of ([\w-]+) Set\(2\) \{ '\1', 'lobby' \}/);
});

test('3.x intro sample: the CORS headers allow the origin of the cors option and no other', async (t) => {
  const server = await startExampleServer('examples/v3/basic/server.js');
  t.after(() => server.stop());

  assert.equal(await allowOriginFor(server.port, 'http://localhost:8080'), 'http://localhost:8080');
  // a fixed origin string is sent as is: the browser compares it with the page's origin and refuses the response
  assert.notEqual(await allowOriginFor(server.port, 'http://elsewhere.example'), 'http://elsewhere.example');
});
