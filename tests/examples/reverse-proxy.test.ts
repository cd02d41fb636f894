import {test} from 'node:test';
import assert from 'node:assert/strict';
import {startExampleServer, startNode} from '../helpers/processes';

test('reverse proxy: a client connects through the Node.js proxy, upgrades to WebSocket and exchanges an event', async (t) => {
  const server = await startExampleServer('examples/reverse-proxy/server.js');
  t.after(() => server.stop());
  const proxy = await startExampleServer('examples/reverse-proxy/proxy.js', {UPSTREAM_URL: server.url});
  t.after(() => proxy.stop());
  const client = startNode('examples/reverse-proxy/client.js', {SERVER_URL: proxy.url});
  t.after(() => client.stop());

  await client.waitForOutput(/connected with (polling|websocket)/);
  await client.waitForOutput(/upgraded to websocket/);
  assert.equal(await client.waitForOutput(/pong: .+/), 'pong: hello through the proxy');

  // the server saw the proxy as TCP peer and read the client's address from X-Forwarded-For
  const line = await server.waitForOutput(/client \S+ from \S+ \(proxy: \S+\)/);
  assert.match(line, /from (::ffff:)?127\.0\.0\.1|from ::1/);
});

test('reverse proxy: HTTP long-polling requests go through the proxy with X-Forwarded-For', async (t) => {
  const server = await startExampleServer('examples/reverse-proxy/server.js');
  t.after(() => server.stop());
  const proxy = await startExampleServer('examples/reverse-proxy/proxy.js', {UPSTREAM_URL: server.url});
  t.after(() => proxy.stop());

  const response = await fetch(`${proxy.url}/socket.io/?EIO=4&transport=polling`, {headers: {'X-Forwarded-For': '203.0.113.7'}});
  assert.equal(response.status, 200);
  assert.match(await response.text(), /^0\{"sid":"[\w-]+","upgrades":\["websocket"\]/);
  // the handshake alone does not connect to a namespace: send the CONNECT packet to see the log line
  const sid = JSON.parse((await (await fetch(`${proxy.url}/socket.io/?EIO=4&transport=polling`, {headers: {'X-Forwarded-For': '203.0.113.7'}})).text()).slice(1)).sid;
  const post = await fetch(`${proxy.url}/socket.io/?EIO=4&transport=polling&sid=${sid}`, {method: 'POST', body: '40', headers: {'X-Forwarded-For': '203.0.113.7'}});
  assert.equal(await post.text(), 'ok');
  assert.match(await server.waitForOutput(/client \S+ from 203\S*/), /from 203\.0\.113\.7/);
});
