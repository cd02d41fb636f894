import {test} from 'node:test';
import assert from 'node:assert/strict';
import {randomBytes} from 'node:crypto';
import http from 'node:http';
import {io} from 'socket.io-client';
import {startExampleServer, startNode} from '../helpers/processes';

/** Resolves with the arguments of the next `event` emitted by a socket.io-client socket (or its manager). */
function nextEvent(emitter: any, event: string): Promise<any[]> {
  return new Promise((resolve) => emitter.once(event, (...args: any[]) => resolve(args)));
}

const dir = 'examples/middlewares';

test('a valid token: the middlewares run in order and the client is welcomed', async (t) => {
  const server = await startExampleServer(`${dir}/server.js`);
  t.after(() => server.stop());
  const client = startNode(`${dir}/client.js`, {SERVER_URL: server.url, TOKEN: 'token-alice'});
  t.after(() => client.stop());

  await client.waitForOutput(/hello alice/);
  // the socket is not connected yet while the middlewares run
  const order = server.output().match(/^(handshake from .+|1\. incoming socket \S+, connected: false|2\. authenticated as alice)$/gm);
  assert.deepEqual(order?.map((line) => line.slice(0, 12)), ['handshake fr', '1. incoming ', '2. authentic']);
});

for (const [token, reason] of [
  [undefined, 'missing token'],
  ['forged', 'invalid token'],
] as const) {
  test(`${reason}: the client gets connect_error with the message and err.data, and does not retry`, async (t) => {
    const server = await startExampleServer(`${dir}/server.js`);
    t.after(() => server.stop());
    const client = startNode(`${dir}/client.js`, {SERVER_URL: server.url, ...(token ? {TOKEN: token} : {})});
    t.after(() => client.stop());

    await client.waitForOutput(new RegExp(`connect_error: not authorized \\{"reason":"${reason}"\\}`));
    await client.waitForOutput(/will retry: false/);
    assert.doesNotMatch(client.output(), /hello/);
  });
}

test('namespace middleware: only admins reach /admin', async (t) => {
  const server = await startExampleServer(`${dir}/server.js`);
  t.after(() => server.stop());

  const bob = startNode(`${dir}/client.js`, {SERVER_URL: server.url, NAMESPACE: '/admin', TOKEN: 'token-bob'});
  t.after(() => bob.stop());
  await bob.waitForOutput(/hello admin bob/);

  const alice = startNode(`${dir}/client.js`, {SERVER_URL: server.url, NAMESPACE: '/admin', TOKEN: 'token-alice'});
  t.after(() => alice.stop());
  await alice.waitForOutput(/connect_error: admins only \{"role":"user"\}/);

  // the main namespace's middlewares did not run for the /admin connections
  assert.doesNotMatch(server.output(), /authenticated as/);
});

test('io.engine.use(): the header is set on the HTTP responses, the WebSocket upgrade included', async (t) => {
  const server = await startExampleServer(`${dir}/server.js`);
  t.after(() => server.stop());

  const handshake = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`);
  assert.equal(handshake.status, 200);
  assert.equal(handshake.headers.get('x-content-type-options'), 'nosniff');

  // a raw WebSocket upgrade request
  const upgrade = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.request({
      port: server.port,
      path: '/socket.io/?EIO=4&transport=websocket',
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
        'Sec-WebSocket-Version': '13',
      },
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res);
    });
    req.on('error', reject);
    req.end();
  });
  assert.equal(upgrade.statusCode, 101);
  assert.equal(upgrade.headers['x-content-type-options'], 'nosniff');

  // and a real client still gets through
  const socket = io(server.url, {auth: {token: 'token-alice'}, transports: ['websocket']});
  t.after(() => socket.close());
  const [text] = await nextEvent(socket, 'welcome');
  assert.equal(text, 'hello alice');
});

test('express-session through io.engine.use(): the socket reads the session its cookie names', async (t) => {
  const server = await startExampleServer(`${dir}/session.js`);
  t.after(() => server.stop());

  // two visits of the Express route with the same cookie
  const first = await fetch(server.url);
  const cookie = first.headers.get('set-cookie')!.split(';')[0]!;
  assert.match(cookie, /^connect\.sid=/);
  assert.equal(await first.text(), 'views: 1');
  const second = await fetch(server.url, {headers: {cookie}});
  assert.equal(await second.text(), 'views: 2');

  // a Socket.IO connection sending that cookie sees the same session
  const socket = io(server.url, {extraHeaders: {cookie}});
  t.after(() => socket.close());
  const [views] = await nextEvent(socket, 'views');
  assert.equal(views, 2);

  // without the cookie, a new, empty session
  const stranger = io(server.url, {forceNew: true});
  t.after(() => stranger.close());
  const [none] = await nextEvent(stranger, 'views');
  assert.equal(none, 0);
});
