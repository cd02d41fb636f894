import {test} from 'node:test';
import assert from 'node:assert/strict';
import {launchChromium} from '../helpers/chromium';
import {startExampleServer} from '../helpers/processes';

test('get started chat: a message typed in one page appears in the other', async (t) => {
  const server = await startExampleServer('examples/get-started/chat/index.js');
  t.after(() => server.stop());
  const browser = await launchChromium();
  t.after(() => browser.close());

  const alice = await (await browser.newContext()).newPage();
  const bob = await (await browser.newContext()).newPage();
  await alice.goto(server.url);
  await bob.goto(server.url);
  await alice.locator('#count', {hasText: '2 connected'}).waitFor({timeout: 10_000});

  await alice.fill('#input', 'Hello from Alice');
  await alice.press('#input', 'Enter');
  await bob.locator('#messages > li', {hasText: 'Hello from Alice'}).waitFor({timeout: 10_000});
  await alice.locator('#messages > li', {hasText: 'Hello from Alice'}).waitFor({timeout: 10_000});
  assert.equal(await alice.inputValue('#input'), '');

  await bob.close();
  await alice.locator('#count', {hasText: '1 connected'}).waitFor({timeout: 10_000});
});

test('webtransport page: with no HTTP/3 server, the browser falls back from WebTransport to WebSocket', async (t) => {
  const server = await startExampleServer('examples/get-started/webtransport/server.js');
  t.after(() => server.stop());
  const browser = await launchChromium();
  t.after(() => browser.close());

  const page = await (await browser.newContext()).newPage();
  await page.goto(server.url);
  assert.equal(await page.textContent('#supported'), 'true', 'this Chromium has WebTransport');
  await page.locator('#transport', {hasText: 'websocket'}).waitFor({timeout: 10_000});
  await server.waitForOutput(/connected with websocket/);
});
