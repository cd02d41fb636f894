import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createServer} from 'node:http';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {Server} from 'socket.io';
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

// ---------------------------------------------------------------- dependency tree and transitive versions

// the folder of an installed package as Node.js finds it from `from`: the nearest node_modules/<name> up the tree
// (not require.resolve: some packages do not export their package.json)
function packageDir(name: string, from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed above ${from}`);
  }
}

// the production dependencies of an installed package (the optional ones of ws are not installed)
function dependencyClosure(name: string, from: string, seen = new Map<string, string>()): Map<string, string> {
  const dir = packageDir(name, from);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  if (seen.has(name)) return seen;
  seen.set(name, pkg.version);
  for (const dep of Object.keys(pkg.dependencies ?? {})) dependencyClosure(dep, dir, seen);
  return seen;
}

test('dependency tree: socket.io-client installs the 9 packages the page lists', () => {
  const closure = dependencyClosure('socket.io-client', repoRoot);
  assert.deepEqual([...closure.keys()].sort(), [
    '@socket.io/component-emitter',
    'debug',
    'engine.io-client',
    'engine.io-parser',
    'ms',
    'socket.io-client',
    'socket.io-parser',
    'ws',
    'xmlhttprequest-ssl',
  ]);
});

test('transitive versions: the installed 4.8 client matches the 4.8.x row of the table', () => {
  const require = createRequire(path.join(repoRoot, 'package.json'));
  const client = require('socket.io-client/package.json');
  assert.match(client.version, /^4\.8\./);
  assert.match(client.dependencies['engine.io-client'], /^~6\.6\./);
  const engine = JSON.parse(
    fs.readFileSync(path.join(packageDir('engine.io-client', packageDir('socket.io-client', repoRoot)), 'package.json'), 'utf8'),
  );
  // the page: ws 8.17 (6.6.1 to 6.6.3), 8.18 (6.6.4), 8.20 (6.6.5), 8.21 (6.6.6 to 6.6.8)
  const expected: Record<string, string> = {
    '6.6.1': '~8.17.1', '6.6.2': '~8.17.1', '6.6.3': '~8.17.1', '6.6.4': '~8.18.3', '6.6.5': '~8.20.1',
    '6.6.6': '~8.21.0', '6.6.7': '~8.21.0', '6.6.8': '~8.21.0',
  };
  assert.ok(engine.version in expected, `engine.io-client ${engine.version} is not in the table of the page`);
  assert.equal(engine.dependencies.ws, expected[engine.version]);
});

// ---------------------------------------------------------------- binary data and the minified bundles (4.8.1, 4.8.2)

// 4.8.0 shipped minified bundles in which the "_placeholder" attribute of binary attachments was renamed, so they
// could neither send nor receive binary data; 4.8.1 fixed socket.io.min.js, 4.8.2 socket.io.esm.min.js (see the
// changelog pages). The msgpack build has no such attribute: its parser sends binary as is.
const PLACEHOLDER_BUNDLES = ['socket.io.js', 'socket.io.min.js', 'socket.io.esm.min.js'];

test('the installed client bundles keep the _placeholder attribute of binary attachments', () => {
  const require = createRequire(path.join(repoRoot, 'package.json'));
  const dirs = {
    'socket.io-client/dist': path.dirname(require.resolve('socket.io-client/dist/socket.io.js')),
    'socket.io/client-dist': path.join(path.dirname(require.resolve('socket.io/package.json')), 'client-dist'),
  };
  for (const [label, dir] of Object.entries(dirs)) {
    for (const file of PLACEHOLDER_BUNDLES) {
      const code = fs.readFileSync(path.join(dir, file), 'utf8');
      // one when a packet is deconstructed, one when it is reconstructed
      assert.equal(code.split('_placeholder').length - 1, 2, `${label}/${file}`);
    }
  }
});

test('the minified bundles served by the server send and receive binary data in Chromium', async (t) => {
  const page = '<!doctype html><title>binary</title>';
  const httpServer = createServer((req, res) => {
    if (req.url === '/') res.writeHead(200, {'content-type': 'text/html'}).end(page);
  });
  const io = new Server(httpServer);
  io.on('connection', (socket) => {
    socket.on('upload', (data, ack) => {
      ack(Buffer.isBuffer(data) ? `Buffer of ${data.length} bytes` : `not binary: ${JSON.stringify(data)}`);
      socket.emit('download', Buffer.from([1, 2, 3]));
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, resolve));
  t.after(() => io.close());
  const url = `http://localhost:${(httpServer.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  t.after(() => browser.close());

  for (const file of ['socket.io.min.js', 'socket.io.esm.min.js']) {
    const tab = await browser.newPage();
    await tab.goto(url);
    const result = await tab.evaluate(async (file) => {
      const io = file.includes('.esm.')
        ? (await import(`/socket.io/${file}`)).io
        : await new Promise<any>((resolve) => {
            const script = document.createElement('script');
            script.src = `/socket.io/${file}`;
            script.onload = () => resolve((window as any).io);
            document.head.append(script);
          });
      const socket = io();
      const downloaded = new Promise<string>((resolve) => {
        socket.on('download', (data: unknown) =>
          resolve(data instanceof ArrayBuffer ? `ArrayBuffer of ${data.byteLength} bytes` : `not binary: ${JSON.stringify(data)}`),
        );
      });
      const uploaded: string = await socket.timeout(5000).emitWithAck('upload', new Uint8Array([1, 2, 3, 4]));
      const result = {uploaded, downloaded: await downloaded};
      socket.disconnect();
      return result;
    }, file);
    assert.deepEqual(result, {uploaded: 'Buffer of 4 bytes', downloaded: 'ArrayBuffer of 3 bytes'}, file);
    await tab.close();
  }
});
