import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {repoRoot, startExampleServer, startNode} from '../helpers/processes';

const dir = 'examples/v3/server-initialization';

for (const [file, from] of [
  ['standalone.js', 'standalone'],
  ['http.js', 'http'],
  ['express.js', 'express'],
] as const) {
  test(`3.x ${file}: a client connects and gets the "hello" event`, async (t) => {
    const server = await startExampleServer(`${dir}/${file}`);
    t.after(() => server.stop());
    const client = startNode(`${dir}/client.js`, {SERVER_URL: server.url});
    t.after(() => client.stop());
    await client.waitForOutput(new RegExp(`hello from the ${from} server`));
    await server.waitForOutput(/client connected: [\w-]+/);
  });
}

test('3.x http.js, express.js, standalone.js: the other HTTP requests', async (t) => {
  const http = await startExampleServer(`${dir}/http.js`);
  t.after(() => http.stop());
  assert.equal(await (await fetch(http.url)).text(), 'plain HTTP response\n');

  const express = await startExampleServer(`${dir}/express.js`);
  t.after(() => express.stop());
  assert.equal(await (await fetch(express.url)).text(), 'Express route');
  const bundle = await fetch(`${express.url}/socket.io/socket.io.min.js`);
  assert.equal(bundle.status, 200);
  await bundle.arrayBuffer();

  const standalone = await startExampleServer(`${dir}/standalone.js`);
  t.after(() => standalone.stop());
  assert.equal((await fetch(`${standalone.url}/anything`)).status, 404);
});

test('3.x attach-later.js: the server answers on the custom path only', async (t) => {
  const server = await startExampleServer(`${dir}/attach-later.js`);
  t.after(() => server.stop());
  const good = startNode(`${dir}/client.js`, {SERVER_URL: server.url, SOCKET_PATH: '/realtime'});
  t.after(() => good.stop());
  await good.waitForOutput(/hello from the attached later server/);

  const wrong = startNode(`${dir}/client.js`, {SERVER_URL: server.url});
  t.after(() => wrong.stop());
  await wrong.waitForOutput(/connect_error: xhr poll error/);
  assert.equal((await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`)).status, 404);
  assert.equal((await fetch(`${server.url}/realtime/?EIO=4&transport=polling`)).status, 200);
});

test('3.x https.js: a client that trusts the certificate connects over TLS', async (t) => {
  const certDir = mkdtempSync(path.join(tmpdir(), 'sio3-cert-'));
  t.after(() => rmSync(certDir, {recursive: true, force: true}));
  const keyFile = path.join(certDir, 'key.pem');
  const certFile = path.join(certDir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1',
    '-keyout', keyFile, '-out', certFile,
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost',
  ], {stdio: 'ignore'});
  const server = await startExampleServer(`${dir}/https.js`, {KEY_FILE: keyFile, CERT_FILE: certFile});
  t.after(() => server.stop());
  // the 3.x Node.js client, trusting the throwaway certificate through NODE_EXTRA_CA_CERTS
  const client = startNode(`${dir}/client.js`, {
    SERVER_URL: server.url.replace('http:', 'https:'),
    NODE_EXTRA_CA_CERTS: certFile,
  });
  t.after(() => client.stop());
  await client.waitForOutput(/hello from the https server/);
  await server.waitForOutput(/secure: true/);
});

test('3.x defaults.js: the default options of socket.io 3.1 and engine.io 4.1', async (t) => {
  const server = await startExampleServer(`${dir}/defaults.js`);
  t.after(() => server.stop());
  await server.waitForOutput(/path: \/socket\.io/);
  await server.waitForOutput(/serveClient: true/);
  await server.waitForOutput(/connectTimeout: 45000/);
  const engine = JSON.parse((await server.waitForOutput(/engine: .+/)).slice('engine: '.length));
  assert.deepEqual(engine, {
    pingInterval: 25000,
    pingTimeout: 5000,
    upgradeTimeout: 10000,
    maxHttpBufferSize: 1e6,
    transports: ['polling', 'websocket'],
    allowUpgrades: true,
    httpCompression: {threshold: 1024},
    perMessageDeflate: null,
    cors: false,
    allowEIO3: false,
    cookie: null,
    wsEngine: 'ws',
  });
  // the handshake sends the heartbeat values to the client, and no cookie
  const res = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`);
  assert.equal(res.headers.get('set-cookie'), null);
  assert.equal(res.headers.get('access-control-allow-origin'), null);
  const open = JSON.parse((await res.text()).slice(1));
  assert.equal(open.pingInterval, 25000);
  assert.equal(open.pingTimeout, 5000);
  assert.deepEqual(open.upgrades, ['websocket']);
});

test('3.x: an Express app instead of an HTTP server throws; constructor options win over attach() options', () => {
  const req = createRequire(path.join(repoRoot, dir, 'server.js'));
  const {Server} = req('socket.io');
  const express = req('express');
  assert.throws(() => new Server(express()), /Please pass a http.Server instance/);
  const http = req('http');
  const io = new Server({pingTimeout: 1000});
  io.attach(http.createServer(), {pingTimeout: 2000, pingInterval: 3000});
  assert.equal(io.engine.opts.pingTimeout, 1000);
  assert.equal(io.engine.opts.pingInterval, 3000);
  io.close();
});
