import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import {launchChromium} from '../helpers/chromium';
import {startExampleServer, startNode, freePort, repoRoot} from '../helpers/processes';

const CLIENT_FILES = ['socket.io.js', 'socket.io.min.js', 'socket.io.esm.min.js', 'socket.io.msgpack.min.js'];

test('the server serves the client bundles under /socket.io/', async (t) => {
  const server = await startExampleServer('examples/client-installation/server.js');
  t.after(() => server.stop());

  for (const file of CLIENT_FILES) {
    const res = await fetch(`${server.url}/socket.io/${file}`);
    assert.equal(res.status, 200, file);
    assert.match(res.headers.get('content-type') ?? '', /application\/javascript/);
    assert.match(await res.text(), /Socket\.IO v4\.8/);
    const map = await fetch(`${server.url}/socket.io/${file}.map`);
    assert.equal(map.status, 200, `${file}.map`);
  }
  // any other file name under /socket.io/ is not a client bundle
  const other = await fetch(`${server.url}/socket.io/socket.io.slim.js`);
  assert.notEqual(other.status, 200);
});

test('the page that loads /socket.io/socket.io.js connects in Chromium', async (t) => {
  const server = await startExampleServer('examples/client-installation/server.js');
  t.after(() => server.stop());
  const browser = await launchChromium();
  t.after(() => browser.close());
  const page = await browser.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => /^Hello, /.test(document.getElementById('status')!.textContent ?? ''), null, {timeout: 10_000});
});

test('the npm client connects from Node.js', async (t) => {
  const server = await startExampleServer('examples/client-installation/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/client-installation/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());
  await client.waitForOutput(/Hello, [\w-]+!/);
});

test('bundle-sizes.js prints the raw, gzip and brotli size of each dist file', async () => {
  const script = startNode('examples/client-installation/bundle-sizes.js');
  for (const file of CLIENT_FILES) {
    await script.waitForOutput(new RegExp(`${file.replace(/\./g, '\\.')}: [\\d.]+ kB raw, [\\d.]+ kB gzip, [\\d.]+ kB brotli`));
  }
  const line = await script.waitForOutput(/socket\.io\.min\.js: .+/);
  const gzip = Number(line.match(/([\d.]+) kB gzip/)![1]);
  assert.ok(gzip > 10 && gzip < 20, `socket.io.min.js is ${gzip} kB gzipped`);
});

// the compatibility table of the page, checked with the three installed majors
const load = (dir: string) => {
  const require = createRequire(path.join(repoRoot, dir, 'package.json'));
  return {server: require('socket.io'), client: require('socket.io-client')};
};
const majors: Record<number, {server: any; client: any}> = {
  4: load('.'),
  3: load('examples/v3'),
  2: load('examples/v2'),
};

async function canTalk(serverMajor: number, clientMajor: number, opts: Record<string, unknown> = {}) {
  const port = await freePort();
  const {server: S} = majors[serverMajor];
  const io = serverMajor === 2 ? S(port, opts) : new S.Server(port, opts);
  io.on('connection', (socket: any) => socket.on('question', (cb: (a: string) => void) => cb('answer')));
  const {client: C} = majors[clientMajor];
  const socket = (C.io ?? C)(`http://localhost:${port}`, {reconnection: false, timeout: 3000});
  try {
    return await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 5000);
      socket.on('connect', () => socket.emit('question', () => (clearTimeout(timer), resolve(true))));
      socket.on('connect_error', () => (clearTimeout(timer), resolve(false)));
    });
  } finally {
    socket.close();
    io.close();
  }
}

test('compatibility between client and server majors', async () => {
  assert.equal(await canTalk(4, 4), true);
  assert.equal(await canTalk(4, 3), true);
  assert.equal(await canTalk(4, 2), false);
  assert.equal(await canTalk(4, 2, {allowEIO3: true}), true);
  assert.equal(await canTalk(3, 4), true);
  assert.equal(await canTalk(3, 3), true);
  assert.equal(await canTalk(3, 2), false);
  assert.equal(await canTalk(3, 2, {allowEIO3: true}), true);
  assert.equal(await canTalk(2, 4), false);
  assert.equal(await canTalk(2, 3), false);
  assert.equal(await canTalk(2, 2), true);
});
