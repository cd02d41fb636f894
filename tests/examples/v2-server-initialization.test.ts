import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import {repoRoot, startExampleServer, startNode} from '../helpers/processes';

const sampleRequire = createRequire(path.join(repoRoot, 'examples/v2/server-initialization/server.js'));

test('2.x server initialization: defaults.js prints the defaults the page lists', async (t) => {
  const script = startNode('examples/v2/server-initialization/defaults.js');
  t.after(() => script.stop());
  await script.waitForOutput(/wsEngine: 'ws'/);
  const out = script.output();
  for (const line of [
    "path: '/socket.io'",
    'serveClient: true',
    "origins: '*:*'",
    'pingInterval: 25000',
    'pingTimeout: 20000',
    'upgradeTimeout: 10000',
    'maxHttpBufferSize: 1000000',
    "transports: [ 'polling', 'websocket' ]",
    'allowUpgrades: true',
    'perMessageDeflate: false',
    'httpCompression: { threshold: 1024 }',
    "cookie: 'io'",
    "cookiePath: '/'",
    'cookieHttpOnly: true',
  ]) {
    assert.ok(out.includes(line), `missing ${line} in\n${out}`);
  }
});

test('2.x server initialization: Express + http.Server, options reach the client handshake', async (t) => {
  const server = await startExampleServer('examples/v2/server-initialization/server.js');
  t.after(() => server.stop());

  const page = await fetch(`${server.url}/`);
  assert.equal(await page.text(), 'The Socket.IO server is at /socket.io/');
  // serveClient: false: the URL falls to engine.io, which knows no such transport
  const bundle = await fetch(`${server.url}/socket.io/socket.io.js`);
  assert.equal(bundle.status, 400);
  assert.deepEqual(await bundle.json(), {code: 0, message: 'Transport unknown'});
  // cookie: false
  const handshake = await fetch(`${server.url}/socket.io/?EIO=3&transport=polling`);
  assert.equal(handshake.headers.get('set-cookie'), null);
  assert.match(await handshake.text(), /"pingInterval":10000,"pingTimeout":5000/);

  const client = startNode('examples/v2/server-initialization/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());
  await client.waitForOutput(/server settings: \{"pingInterval":10000,"pingTimeout":5000\}/);
  await client.waitForOutput(/handshake: 10000 5000/);
});

test('2.x server initialization: passing the Express app instead of the http.Server throws', () => {
  const express = sampleRequire('express');
  const Server = sampleRequire('socket.io');
  assert.throws(() => Server(express()), /You are trying to attach socket.io to an express request handler function/);
});

test('2.x server initialization: the default handshake sets the io cookie', async (t) => {
  const http = await import('node:http');
  const httpServer = http.createServer();
  const io = sampleRequire('socket.io')(httpServer);
  await new Promise<void>((resolve) => httpServer.listen(0, resolve));
  t.after(() => io.close());
  const {port} = httpServer.address() as {port: number};
  const res = await fetch(`http://localhost:${port}/socket.io/?EIO=3&transport=polling`);
  assert.match(res.headers.get('set-cookie') ?? '', /^io=[\w-]+; Path=\/; HttpOnly; SameSite=Strict$/);
  await res.text();
});
