import {test} from 'node:test';
import assert from 'node:assert/strict';
import {launchChromium} from '../helpers/chromium';
import {startExampleServer, startNode} from '../helpers/processes';

test('2.x logging: DEBUG shows the server and client namespaces the page lists', async (t) => {
  const server = await startExampleServer('examples/v2/basic/server.js', {DEBUG: 'socket.io*,engine*'});
  t.after(() => server.stop());
  const client = startNode('examples/v2/basic/client.js', {
    SERVER_URL: server.url,
    DEBUG: 'socket.io-client:*,engine.io-client:socket',
  });
  t.after(() => client.stop());

  await server.waitForOutput(/socket\.io:server incoming connection with id [\w-]+/);
  await server.waitForOutput(/engine handshaking client "[\w-]+"/);
  await server.waitForOutput(/socket\.io:socket joined room \[ 'lobby' \]/);
  await server.waitForOutput(/socket\.io-parser encoded/);
  await client.waitForOutput(/socket\.io-client:manager opening http:\/\/localhost:\d+/);
  await client.waitForOutput(/engine\.io-client:socket socket receive: type "open"/);
  // no engine.io-client:polling lines: that namespace was not enabled
  await client.waitForOutput(/server says: delivered/);
  assert.doesNotMatch(client.output(), /engine\.io-client:polling/);
});

test('2.x logging: without DEBUG, nothing is logged', async (t) => {
  const server = await startExampleServer('examples/v2/basic/server.js', {DEBUG: ''});
  t.after(() => server.stop());
  const client = startNode('examples/v2/basic/client.js', {SERVER_URL: server.url, DEBUG: ''});
  t.after(() => client.stop());
  await client.waitForOutput(/server says: delivered/);
  assert.doesNotMatch(client.output() + server.output(), /socket\.io(-client)?:|engine/);
});

test('2.x logging: localStorage.debug turns on the logs of the served (minified) bundle', async (t) => {
  const server = await startExampleServer('examples/v2/client-installation/server.js');
  t.after(() => server.stop());
  const browser = await launchChromium();
  t.after(() => browser.close());

  const page = await (await browser.newContext()).newPage();
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto(server.url);
  await page.locator('#status', {hasText: 'connected'}).waitFor({timeout: 10_000});
  assert.ok(!messages.some((m) => m.includes('socket.io-client:')), 'no logs before localStorage.debug is set');

  await page.evaluate('localStorage.debug = "socket.io-client:*"');
  await page.reload();
  await page.locator('#status', {hasText: 'connected'}).waitFor({timeout: 10_000});
  assert.ok(
    messages.some((m) => m.includes('socket.io-client:manager')),
    `no socket.io-client:manager line in\n${messages.join('\n')}`,
  );
});
