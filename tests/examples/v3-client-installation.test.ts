import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import {launchChromium} from '../helpers/chromium';
import {repoRoot, startExampleServer, startNode} from '../helpers/processes';

const SERVED = ['socket.io.js', 'socket.io.min.js', 'socket.io.msgpack.min.js'];
const dist = path.join(repoRoot, 'examples/v3/node_modules/socket.io-client/dist');

test('a 3.1 server serves three client bundles and their maps, with the server version as ETag', async (t) => {
  const server = await startExampleServer('examples/v3/client-installation/server.js');
  t.after(() => server.stop());

  for (const file of SERVED) {
    const res = await fetch(`${server.url}/socket.io/${file}`);
    assert.equal(res.status, 200, file);
    assert.match(res.headers.get('content-type') ?? '', /application\/javascript/);
    assert.equal(res.headers.get('etag'), '"3.1.2"');
    assert.equal(res.headers.get('x-sourcemap'), `${file}.map`);
    assert.match(await res.text(), /Socket\.IO v3\.1\.2/);
    const map = await fetch(`${server.url}/socket.io/${file}.map`);
    assert.equal(map.status, 200, `${file}.map`);
  }
  // no ES module build in 3.x: the request falls through to Engine.IO, which rejects it with a 400
  const esm = await fetch(`${server.url}/socket.io/socket.io.esm.min.js`);
  assert.equal(esm.status, 400);
  // a matching If-None-Match gets a 304
  const cached = await fetch(`${server.url}/socket.io/socket.io.min.js`, {headers: {'if-none-match': '"3.1.2"'}});
  assert.equal(cached.status, 304);
});

test('socket.io-client 3.1 ships the same three files in dist/, in ES5, with debug only in the readable one', () => {
  const files = fs.readdirSync(dist).sort();
  assert.deepEqual(files, SERVED.flatMap((f) => [f, `${f}.map`]).sort());
  for (const file of SERVED) {
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    assert.match(code, /Socket\.IO v3\.1\.3/);
    assert.equal(/localStorage/.test(code), file === 'socket.io.js', `${file} and the debug module`);
  }
  // the Socket class is only a type in 3.1: the CommonJS entry point does not export it at runtime
  const client = createRequire(path.join(repoRoot, 'examples/v3/client-installation/client.js'))('socket.io-client');
  assert.equal(typeof client.io, 'function');
  assert.equal(typeof client.Manager, 'function');
  assert.equal(client.Socket, undefined);
  const gzip = zlib.gzipSync(fs.readFileSync(path.join(dist, 'socket.io.min.js'))).length / 1024;
  assert.ok(gzip > 14 && gzip < 15.5, `socket.io.min.js is ${gzip.toFixed(1)} kB gzipped`);
});

test('the page that loads /socket.io/socket.io.js connects in Chromium', async (t) => {
  const server = await startExampleServer('examples/v3/client-installation/server.js');
  t.after(() => server.stop());
  const browser = await launchChromium();
  t.after(() => browser.close());
  const page = await browser.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => /^Hello, /.test(document.getElementById('status')!.textContent ?? ''), null, {
    timeout: 10_000,
  });
});

test('the npm client connects from Node.js, with require() and with import', async (t) => {
  const server = await startExampleServer('examples/v3/client-installation/server.js');
  t.after(() => server.stop());
  const cjs = startNode('examples/v3/client-installation/client.js', {SERVER_URL: server.url});
  t.after(() => cjs.stop());
  const esm = startNode('examples/v3/client-installation/client.mjs', {SERVER_URL: server.url});
  t.after(() => esm.stop());
  await cjs.waitForOutput(/^Hello, [\w-]+!/m);
  await esm.waitForOutput(/from an ES module: Hello, [\w-]+!/);
});
