import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {launchChromium} from '../helpers/chromium';
import {repoRoot, startExampleServer, startNode} from '../helpers/processes';

const dist = path.join(repoRoot, 'examples/v2/node_modules/socket.io-client/dist');

test('2.x client installation: the package ships the four browser bundles of 2.5.0', () => {
  for (const file of ['socket.io.js', 'socket.io.dev.js', 'socket.io.slim.js', 'socket.io.slim.dev.js']) {
    assert.match(fs.readFileSync(path.join(dist, file), 'utf8').slice(0, 200), /Socket\.IO v2\.5\.0/, file);
    assert.ok(fs.existsSync(path.join(dist, `${file}.map`)), `${file}.map`);
  }
  // the slim builds leave debug out
  assert.doesNotMatch(fs.readFileSync(path.join(dist, 'socket.io.slim.js'), 'utf8'), /localStorage/);
  assert.match(fs.readFileSync(path.join(dist, 'socket.io.dev.js'), 'utf8'), /socket\.io-client:manager/);
});

test('2.x client installation: Node.js client receives the welcome event', async (t) => {
  const server = await startExampleServer('examples/v2/client-installation/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/v2/client-installation/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());
  await client.waitForOutput(/Hello from the 2\.x server/);
});

test('2.x client installation: a page loading /socket.io/socket.io.js connects and upgrades to WebSocket', async (t) => {
  const server = await startExampleServer('examples/v2/client-installation/server.js');
  t.after(() => server.stop());
  const browser = await launchChromium();
  t.after(() => browser.close());

  const page = await (await browser.newContext()).newPage();
  await page.goto(server.url);
  await page.locator('#status', {hasText: 'connected'}).waitFor({timeout: 10_000});
  await page.locator('#message', {hasText: 'Hello from the 2.x server'}).waitFor({timeout: 10_000});
  await page.locator('#transport', {hasText: 'websocket'}).waitFor({timeout: 10_000});
  assert.equal(await page.evaluate('typeof io'), 'function');
});
