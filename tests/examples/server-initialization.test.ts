import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {io, type Socket} from 'socket.io-client';
import {startExampleServer, startNode} from '../helpers/processes';

const dir = 'examples/server-initialization';

/** Connects with socket.io-client and resolves with the payload of the "hello" event. */
function hello(socket: Socket): Promise<{from: string; transport: string}> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no "hello" event within 10 s')), 10_000);
    socket.on('hello', (from: string) => {
      clearTimeout(timer);
      resolve({from, transport: socket.io.engine.transport.name});
    });
    socket.on('connect_error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

for (const [file, from] of [
  ['standalone.js', 'standalone'],
  ['http.js', 'http'],
  ['express.js', 'express'],
] as const) {
  test(`${file}: a client connects and gets the "hello" event`, async (t) => {
    const server = await startExampleServer(`${dir}/${file}`);
    t.after(() => server.stop());
    const client = startNode(`${dir}/client.js`, {SERVER_URL: server.url});
    t.after(() => client.stop());

    await client.waitForOutput(new RegExp(`hello from the ${from} server`));
    await server.waitForOutput(/client connected: [\w-]+/);
  });
}

test('http.js and express.js: the HTTP routes still answer next to Socket.IO', async (t) => {
  const http = await startExampleServer(`${dir}/http.js`);
  t.after(() => http.stop());
  assert.equal(await (await fetch(http.url)).text(), 'plain HTTP response\n');

  const express = await startExampleServer(`${dir}/express.js`);
  t.after(() => express.stop());
  assert.equal(await (await fetch(express.url)).text(), 'Express route');
  // the client bundle is served by default (serveClient: true)
  const bundle = await fetch(`${express.url}/socket.io/socket.io.min.js`);
  assert.equal(bundle.status, 200);
});

test('standalone.js: any other HTTP request gets a 404', async (t) => {
  const server = await startExampleServer(`${dir}/standalone.js`);
  t.after(() => server.stop());
  assert.equal((await fetch(`${server.url}/anything`)).status, 404);
});

test('attach-later.js: the server answers on the custom path only', async (t) => {
  const server = await startExampleServer(`${dir}/attach-later.js`);
  t.after(() => server.stop());

  const good = startNode(`${dir}/client.js`, {SERVER_URL: server.url, SOCKET_PATH: '/realtime'});
  t.after(() => good.stop());
  await good.waitForOutput(/hello from the attached later server/);

  // the default path is not served: the client cannot connect
  const wrong = startNode(`${dir}/client.js`, {SERVER_URL: server.url});
  t.after(() => wrong.stop());
  await wrong.waitForOutput(/connect_error: xhr poll error/);
  assert.equal((await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`)).status, 404);
  assert.equal((await fetch(`${server.url}/realtime/?EIO=4&transport=polling`)).status, 200);
});

test('https.js and http2.js: a client that trusts the certificate connects over TLS and upgrades to WebSocket', async (t) => {
  const certDir = mkdtempSync(path.join(tmpdir(), 'sio-cert-'));
  t.after(() => rmSync(certDir, {recursive: true, force: true}));
  const keyFile = path.join(certDir, 'key.pem');
  const certFile = path.join(certDir, 'cert.pem');
  // a throwaway self-signed certificate for "localhost"
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1',
    '-keyout', keyFile, '-out', certFile,
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost',
  ], {stdio: 'ignore'});
  const ca = readFileSync(certFile, 'utf8');

  for (const [file, from] of [['https.js', 'https'], ['http2.js', 'http2']] as const) {
    const server = await startExampleServer(`${dir}/${file}`, {KEY_FILE: keyFile, CERT_FILE: certFile});
    t.after(() => server.stop());
    const url = server.url.replace('http:', 'https:');

    const socket = io(url, {ca});
    t.after(() => socket.close());
    const first = await hello(socket);
    assert.equal(first.from, from);
    if (file === 'https.js') await server.waitForOutput(/secure: true/);

    // WebSocket only: the upgrade request is HTTP/1.1, accepted thanks to allowHTTP1 on the HTTP/2 server
    const ws = io(url, {ca, transports: ['websocket']});
    t.after(() => ws.close());
    assert.deepEqual(await hello(ws), {from, transport: 'websocket'});
  }
});
