import {test} from 'node:test';
import assert from 'node:assert/strict';
import {startExampleServer, startNode} from '../helpers/processes';

const handshake = '/socket.io/?EIO=3&transport=polling';

test('2.x CORS: origins list, handlePreflightRequest and the Authorization header', async (t) => {
  const server = await startExampleServer('examples/v2/handling-cors/server.js');
  t.after(() => server.stop());

  // the Node.js client, with Origin and Authorization headers
  const client = startNode('examples/v2/handling-cors/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());
  await client.waitForOutput(/^connected$/m);
  await server.waitForOutput(/connected from http:\/\/localhost:8080/);

  // an allowed origin: its value is echoed, with credentials
  let res = await fetch(server.url + handshake, {headers: {Origin: 'http://localhost:8080'}});
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('access-control-allow-origin'), 'http://localhost:8080');
  assert.equal(res.headers.get('access-control-allow-credentials'), 'true');
  await res.text();

  // "example.com:443" matches https://example.com (default port)
  res = await fetch(server.url + handshake, {headers: {Origin: 'https://example.com'}});
  assert.equal(res.status, 200);
  await res.text();
  // ...but not http://example.com (port 80)
  res = await fetch(server.url + handshake, {headers: {Origin: 'http://example.com'}});
  assert.equal(res.status, 403);
  await res.text();

  // another origin, or no Origin at all ("*"): 403 without CORS headers
  for (const headers of [{Origin: 'http://elsewhere.example'}, {}] as Record<string, string>[]) {
    res = await fetch(server.url + handshake, {headers});
    assert.equal(res.status, 403);
    assert.equal(res.headers.get('access-control-allow-origin'), null);
    assert.deepEqual(await res.json(), {code: 4, message: 'Forbidden'});
  }

  // the preflight request, answered by handlePreflightRequest
  res = await fetch(server.url + handshake, {
    method: 'OPTIONS',
    headers: {
      Origin: 'http://localhost:8080',
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization',
    },
  });
  assert.equal(res.status, 204);
  assert.equal(res.headers.get('access-control-allow-origin'), 'http://localhost:8080');
  assert.equal(res.headers.get('access-control-allow-headers'), 'Authorization, Content-Type');
  res = await fetch(server.url + handshake, {method: 'OPTIONS', headers: {Origin: 'http://elsewhere.example'}});
  assert.equal(res.status, 403);
});

test('2.x CORS: without handlePreflightRequest, a preflight of the handshake fails with 400', async (t) => {
  const http = await import('node:http');
  const {createRequire} = await import('node:module');
  const path = await import('node:path');
  const {repoRoot} = await import('../helpers/processes');
  const sampleRequire = createRequire(path.join(repoRoot, 'examples/v2/handling-cors/server.js'));
  const httpServer = http.createServer();
  const io = sampleRequire('socket.io')(httpServer, {origins: ['http://localhost:8080']});
  await new Promise<void>((resolve) => httpServer.listen(0, resolve));
  t.after(() => io.close());
  const {port} = httpServer.address() as {port: number};
  const res = await fetch(`http://localhost:${port}${handshake}`, {
    method: 'OPTIONS',
    headers: {Origin: 'http://localhost:8080', 'Access-Control-Request-Headers': 'authorization'},
  });
  assert.equal(res.status, 400);
  assert.deepEqual(await res.json(), {code: 2, message: 'Bad handshake method'});
});
