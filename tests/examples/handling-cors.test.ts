import {test} from 'node:test';
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import {startExampleServer, startNode} from '../helpers/processes';

/** The first request of every Socket.IO connection: the HTTP long-polling handshake, sent as a page would. */
function handshake(url: string, origin: string) {
  return fetch(`${url}/socket.io/?EIO=4&transport=polling`, {headers: {Origin: origin}});
}

test('cors: an allowed origin is echoed back with credentials, another one gets no CORS header', async (t) => {
  const server = await startExampleServer('examples/handling-cors/server.js');
  t.after(() => server.stop());

  const allowed = await handshake(server.url, 'http://localhost:8080');
  assert.equal(allowed.status, 200);
  assert.equal(allowed.headers.get('access-control-allow-origin'), 'http://localhost:8080');
  assert.equal(allowed.headers.get('access-control-allow-credentials'), 'true');
  assert.equal(allowed.headers.get('vary'), 'Origin');
  assert.match(await allowed.text(), /^0\{"sid":/);

  // the server still answers (and opens a session): only the browser blocks the response
  const rejected = await handshake(server.url, 'http://evil.test');
  assert.equal(rejected.status, 200);
  assert.equal(rejected.headers.get('access-control-allow-origin'), null);

  // the preflight a browser sends before a request with extra headers (extraHeaders on the client)
  const preflight = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, {
    method: 'OPTIONS',
    headers: {Origin: 'https://app.example.com', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization'},
  });
  assert.equal(preflight.status, 204);
  assert.equal(preflight.headers.get('access-control-allow-origin'), 'https://app.example.com');
  assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /POST/);
  assert.equal(preflight.headers.get('access-control-allow-headers'), 'authorization');
});

test('cors: the Node.js client (no Origin header, no CORS) connects with withCredentials', async (t) => {
  const server = await startExampleServer('examples/handling-cors/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/handling-cors/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());
  await client.waitForOutput(/CORS is fine/);
});

test('cors: an origin function decides per request', async (t) => {
  const server = await startExampleServer('examples/handling-cors/server-function.js');
  t.after(() => server.stop());

  const preview = await handshake(server.url, 'https://pr-42.preview.example.com');
  assert.equal(preview.headers.get('access-control-allow-origin'), 'https://pr-42.preview.example.com');
  const listed = await handshake(server.url, 'https://app.example.com');
  assert.equal(listed.headers.get('access-control-allow-origin'), 'https://app.example.com');
  const other = await handshake(server.url, 'https://example.org');
  assert.equal(other.headers.get('access-control-allow-origin'), null);
});

test('cors: without the cors option, no CORS header at all (disabled by default)', async (t) => {
  const server = await startExampleServer('examples/basic/server.js');
  t.after(() => server.stop());
  const response = await handshake(server.url, 'http://localhost:8080');
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('access-control-allow-origin'), null);
});

test('cors: allowRequest refuses unknown origins, for HTTP long-polling and WebSocket alike', async (t) => {
  const server = await startExampleServer('examples/handling-cors/server-strict.js');
  t.after(() => server.stop());

  const refused = await handshake(server.url, 'http://evil.test');
  assert.equal(refused.status, 403);
  assert.deepEqual(await refused.json(), {code: 4, message: 'origin not allowed'});
  assert.equal((await handshake(server.url, 'http://localhost:8080')).status, 200);

  // a WebSocket connection is not covered by CORS at all, but allowRequest sees it too
  const wsUrl = `ws://localhost:${server.port}/socket.io/?EIO=4&transport=websocket`;
  const status = (origin: string) =>
    new Promise<string>((resolve) => {
      const ws = new WebSocket(wsUrl, {origin});
      ws.on('open', () => {
        ws.close();
        resolve('open');
      });
      ws.on('unexpected-response', (_req, res) => resolve(String(res.statusCode)));
      ws.on('error', () => resolve('error'));
    });
  assert.equal(await status('http://evil.test'), '400');
  assert.equal(await status('http://localhost:8080'), 'open');
});
