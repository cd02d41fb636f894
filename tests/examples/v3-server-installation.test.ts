import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import {createRequire} from 'node:module';
import path from 'node:path';
import {repoRoot, startExampleServer, startNode} from '../helpers/processes';

const v3 = path.join(repoRoot, 'examples/v3');

/** The package.json of `pkg` as Node.js resolves it from examples/v3 (subpath exports block require('x/package.json')). */
function manifest(pkg: string, from = v3): any {
  let dir = path.dirname(createRequire(path.join(from, 'x.js')).resolve(pkg));
  while (!fs.existsSync(path.join(dir, 'package.json')) || path.basename(dir) !== pkg) dir = path.dirname(dir);
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

function head(port: number, urlPath: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http.get({port, path: urlPath}, (res) => {
      res.resume();
      resolve(res);
    }).on('error', reject);
  });
}

test('3.x installation: versions and Node.js requirements declared by the packages', () => {
  const io = manifest('socket.io');
  assert.match(io.version, /^3\.1\./);
  assert.equal(io.engines.node, '>=10.0.0');
  const eio = manifest('engine.io', path.dirname(createRequire(path.join(v3, 'x.js')).resolve('socket.io')));
  assert.match(eio.version, /^4\.1\./);
  assert.equal(eio.engines.node, '>=10.0.0');
  assert.equal(eio.dependencies.ws, '~7.4.2');
  const ws = manifest('ws', path.dirname(createRequire(path.join(v3, 'x.js')).resolve('engine.io')));
  assert.match(ws.version, /^7\./);
  assert.deepEqual(ws.peerDependencies, {bufferutil: '^4.0.1', 'utf-8-validate': '^5.0.2'});
  assert.equal(ws.peerDependenciesMeta.bufferutil.optional, true);
  assert.equal(ws.peerDependenciesMeta['utf-8-validate'].optional, true);
  assert.ok(fs.existsSync(path.join(v3, 'node_modules/socket.io/dist/index.d.ts')), 'ships its own typings');
});

for (const file of ['server.js', 'server.mjs']) {
  test(`3.x installation: ${file} accepts a client`, async (t) => {
    const server = await startExampleServer(`examples/v3/server-installation/${file}`);
    t.after(() => server.stop());
    const client = startNode('examples/v3/server-installation/client.js', {SERVER_URL: server.url});
    t.after(() => client.stop());
    const line = await client.waitForOutput(/connected as \S+/);
    const id = line.split(' ').at(-1)!;
    await server.waitForOutput(new RegExp(`connected: ${id}`));

    if (file === 'server.js') {
      // the client bundle is served with the server's version as ETag
      const res = await head(server.port, '/socket.io/socket.io.js');
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers.etag, `"${manifest('socket.io').version}"`);
    }
  });
}

test('3.x installation: require("socket.io/package.json") is refused by the exports map', () => {
  const req = createRequire(path.join(v3, 'server-installation/server.js'));
  assert.throws(() => req('socket.io/package.json'), {code: 'ERR_PACKAGE_PATH_NOT_EXPORTED'});
});
