import {test} from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import {createRequire} from 'node:module';
import path from 'node:path';
import {freePort, repoRoot, startExampleServer, startNode} from '../helpers/processes';

const sample = 'examples/v3/troubleshooting-connection-issues';

function get(port: number, urlPath: string, headers: Record<string, string> = {}) {
  return new Promise<{status: number; headers: http.IncomingHttpHeaders; body: string}>((resolve, reject) => {
    http
      .get({port, path: urlPath, headers}, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({status: res.statusCode!, headers: res.headers, body}));
      })
      .on('error', reject);
  });
}

test('3.x troubleshooting: the right token connects, a wrong one gets the middleware error once', async (t) => {
  const server = await startExampleServer(`${sample}/server.js`);
  t.after(() => server.stop());

  const good = startNode(`${sample}/client.js`, {SERVER_URL: server.url});
  t.after(() => good.stop());
  await good.waitForOutput(/connected with transport polling/);
  await server.waitForOutput(/connected: [\w-]+ \(Engine.IO protocol 4\)/);

  const bad = startNode(`${sample}/client.js`, {SERVER_URL: server.url, TOKEN: 'wrong'});
  t.after(() => bad.stop());
  await bad.waitForOutput(/connect_error: not authorized\n {2}data: \{ hint: 'pass the token in the auth option' \}/);
  // a refusal by a middleware is not retried
  await new Promise((resolve) => setTimeout(resolve, 1500));
  assert.doesNotMatch(bad.output(), /reconnection attempt/);
});

test('3.x troubleshooting: no server gives "xhr poll error", then the client gives up', async (t) => {
  const port = await freePort(); // nobody listens there
  const client = startNode(`${sample}/client.js`, {SERVER_URL: `http://localhost:${port}`});
  t.after(() => client.stop());
  await client.waitForOutput(/giving up/, 15_000);
  assert.equal(client.output().match(/connect_error: xhr poll error/g)?.length, 3);
  assert.match(client.output(), /description: 0/);
});

test('3.x troubleshooting: a 2.x client connects thanks to allowEIO3 and its query string', async (t) => {
  const server = await startExampleServer(`${sample}/server.js`);
  t.after(() => server.stop());
  const ioV2 = createRequire(path.join(repoRoot, 'examples/v2/package.json'))('socket.io-client');
  const socket = ioV2(server.url, {query: {token: 'secret'}, forceNew: true});
  t.after(() => socket.close());
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  await server.waitForOutput(/connected: [\w-]+ \(Engine.IO protocol 3\)/);
});

test('3.x troubleshooting: without allowEIO3, protocol 3 gets HTTP 400; CORS headers only for the listed origin', async (t) => {
  const plain = await startExampleServer('examples/v3/how-it-works/server.js'); // default options
  t.after(() => plain.stop());
  const refused = await get(plain.port, '/socket.io/?EIO=3&transport=polling');
  assert.equal(refused.status, 400);
  assert.deepEqual(JSON.parse(refused.body), {code: 5, message: 'Unsupported protocol version'});
  // no cors option: no CORS header at all
  const noCors = await get(plain.port, '/socket.io/?EIO=4&transport=polling', {Origin: 'http://localhost:8080'});
  assert.equal(noCors.headers['access-control-allow-origin'], undefined);

  const server = await startExampleServer(`${sample}/server.js`);
  t.after(() => server.stop());
  const allowed = await get(server.port, '/socket.io/?EIO=4&transport=polling', {Origin: 'http://localhost:8080'});
  assert.equal(allowed.headers['access-control-allow-origin'], 'http://localhost:8080');
  const unknownSid = await get(server.port, '/socket.io/?EIO=4&transport=polling&sid=nope');
  assert.equal(unknownSid.status, 400);
  assert.deepEqual(JSON.parse(unknownSid.body), {code: 1, message: 'Session ID unknown'});
});
