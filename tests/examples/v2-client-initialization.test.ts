import {test} from 'node:test';
import assert from 'node:assert/strict';
import {freePort, startExampleServer, startNode, waitForPort} from '../helpers/processes';

test('2.x client initialization: defaults.js prints the defaults the page lists', async (t) => {
  const server = await startExampleServer('examples/v2/client-initialization/server.js');
  t.after(() => server.stop());
  const script = startNode('examples/v2/client-initialization/defaults.js', {SERVER_URL: server.url});
  t.after(() => script.stop());
  await script.waitForOutput(/rejectUnauthorized: true/);
  const out = script.output();
  for (const line of [
    "path: '/socket.io'",
    'reconnection: true',
    'reconnectionAttempts: Infinity',
    'reconnectionDelay: 1000',
    'reconnectionDelayMax: 5000',
    'randomizationFactor: 0.5',
    'timeout: 20000',
    'autoConnect: true',
    "transports: [ 'polling', 'websocket' ]",
    'upgrade: true',
    'rememberUpgrade: false',
    'forceJSONP: false',
    'jsonp: true',
    'forceBase64: false',
    'withCredentials: true',
    "timestampParam: 't'",
    'perMessageDeflate: { threshold: 1024 }',
  ]) {
    assert.ok(out.includes(line), `missing ${line} in\n${out}`);
  }
});

test('2.x client initialization: query reaches the server; the socket emits the reconnection events', async (t) => {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  let server = startNode('examples/v2/client-initialization/server.js', {PORT: String(port)});
  t.after(() => server.stop());
  await waitForPort(port);

  const client = startNode('examples/v2/client-initialization/client.js', {SERVER_URL: url});
  t.after(() => client.stop());
  await client.waitForOutput(/connect, transport: polling/);
  await client.waitForOutput(/hello, your token is abc/);

  await server.stop();
  // transport close over WebSocket, transport error if the upgrade had not happened yet (as the page says)
  await client.waitForOutput(/disconnect: transport (close|error)/);
  await client.waitForOutput(/reconnect_attempt 1/);
  await client.waitForOutput(/reconnect_error: xhr poll error/);

  server = startNode('examples/v2/client-initialization/server.js', {PORT: String(port)});
  await waitForPort(port);
  await client.waitForOutput(/reconnect after \d+ attempt\(s\)\nconnect, transport: polling/);
  // the server greets the reconnected socket again
  await client.waitForOutput(/hello, your token is abc[\s\S]*hello, your token is abc/);
});
