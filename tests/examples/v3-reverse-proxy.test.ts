import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import {repoRoot, startExampleServer, startNode} from '../helpers/processes';

// the 3.x client, as the samples of examples/v3 see it
const requireV3 = createRequire(path.join(repoRoot, 'examples/v3/package.json'));
const {io: connectV3} = requireV3('socket.io-client');

test('3.x reverse proxy: the client reaches /chat/socket.io/ through the proxy and upgrades to WebSocket', async (t) => {
  const server = await startExampleServer('examples/v3/reverse-proxy/server.js');
  t.after(() => server.stop());
  const proxy = await startExampleServer('examples/v3/reverse-proxy/proxy.js', {UPSTREAM_URL: server.url});
  t.after(() => proxy.stop());
  const client = startNode('examples/v3/reverse-proxy/client.js', {SERVER_URL: proxy.url});
  t.after(() => client.stop());

  await client.waitForOutput(/connected with polling/);
  await client.waitForOutput(/upgraded to websocket/);
  assert.equal(await client.waitForOutput(/pong: .+/), 'pong: hello through the proxy');
  // the TCP peer of the server is the proxy; the client's address comes from X-Forwarded-For
  assert.match(await server.waitForOutput(/client \S+ from \S+ \(proxy: \S+\)/), /\(proxy: (::ffff:)?127\.0\.0\.1\)|\(proxy: ::1\)/);
});

test('3.x reverse proxy: X-Forwarded-For reaches socket.handshake.headers through the proxy', async (t) => {
  const server = await startExampleServer('examples/v3/reverse-proxy/server.js');
  t.after(() => server.stop());
  const proxy = await startExampleServer('examples/v3/reverse-proxy/proxy.js', {UPSTREAM_URL: server.url});
  t.after(() => proxy.stop());

  const headers = {'X-Forwarded-For': '203.0.113.7'};
  const handshake = await fetch(`${proxy.url}/chat/socket.io/?EIO=4&transport=polling`, {headers});
  assert.equal(handshake.status, 200);
  const {sid} = JSON.parse((await handshake.text()).slice(1));
  // the CONNECT packet of the main namespace makes the server run its connection handler
  const post = await fetch(`${proxy.url}/chat/socket.io/?EIO=4&transport=polling&sid=${sid}`, {method: 'POST', body: '40', headers});
  assert.equal(await post.text(), 'ok');
  assert.match(await server.waitForOutput(/client \S+ from 203\S* \(proxy: \S+\)/), /from 203\.0\.113\.7 \(proxy:/);
});

test('3.x path option: the server answers only under its path, and a client without it cannot connect', async (t) => {
  const server = await startExampleServer('examples/v3/reverse-proxy/server.js');
  t.after(() => server.stop());

  assert.equal((await fetch(`${server.url}/chat/socket.io/?EIO=4&transport=polling`)).status, 200);
  assert.equal((await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`)).status, 404);
  // the client bundle is served under the same path
  const bundle = await fetch(`${server.url}/chat/socket.io/socket.io.js`);
  assert.equal(bundle.status, 200);
  assert.match(bundle.headers.get('content-type') ?? '', /javascript/);

  // "/chat" in the URL is a namespace, not a path: the client still requests /socket.io/ and fails
  for (const url of [server.url, `${server.url}/chat`]) {
    const socket = connectV3(url, {forceNew: true, reconnection: false});
    const error: Error = await new Promise((resolve) => socket.once('connect_error', resolve));
    socket.close();
    assert.equal(error.message, 'xhr poll error');
  }
});
