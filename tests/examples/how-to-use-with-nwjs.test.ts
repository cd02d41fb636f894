import {test} from 'node:test';
import assert from 'node:assert/strict';
import {copyFileSync, mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {io as ioc} from 'socket.io-client';
import {launchChromium} from '../helpers/chromium';
import {repoRoot, startExampleServer} from '../helpers/processes';

const dir = path.join(repoRoot, 'examples/how-to/use-with-nwjs');

test('use-with-nwjs: the window script connects from a file:// page (browser context) and exchanges notes', async (t) => {
  const server = await startExampleServer('examples/how-to/use-with-nwjs/server.js');
  t.after(() => server.stop());

  // the layout of the NW.js app folder: index.html, client.js, node_modules/socket.io-client/dist/
  const app = mkdtempSync(path.join(os.tmpdir(), 'use-with-nwjs-'));
  t.after(() => rmSync(app, {recursive: true, force: true}));
  copyFileSync(path.join(dir, 'index.html'), path.join(app, 'index.html'));
  copyFileSync(path.join(dir, 'client.js'), path.join(app, 'client.js'));
  mkdirSync(path.join(app, 'node_modules/socket.io-client/dist'), {recursive: true});
  copyFileSync(
    path.join(repoRoot, 'node_modules/socket.io-client/dist/socket.io.min.js'),
    path.join(app, 'node_modules/socket.io-client/dist/socket.io.min.js'),
  );

  const other = ioc(server.url, {reconnection: false});
  t.after(() => other.disconnect());
  await new Promise<void>((resolve) => other.once('connect', () => resolve()));

  const browser = await launchChromium();
  t.after(() => browser.close());
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const url = `${pathToFileURL(path.join(app, 'index.html'))}?server=${encodeURIComponent(server.url)}`;
  await page.goto(url);
  await page.waitForFunction(() => document.getElementById('status')?.textContent === 'connected');

  // a file:// page sends "Origin: null", which the server accepts: it has no CORS or origin check for WebSocket
  await server.waitForOutput(/connected: [\w-]+ \(origin: null\)/);

  // the window -> the other client
  const received = new Promise((resolve) => other.once('note', resolve));
  await page.fill('#input', 'from the window');
  await page.click('button');
  assert.equal(await received, 'from the window');
  await page.waitForFunction(() => document.getElementById('notes')?.textContent?.includes('me: from the window'));

  // the other client -> the window
  assert.deepEqual(await other.emitWithAck('note', 'from Node.js'), {ok: true});
  await page.waitForFunction(() => document.getElementById('notes')?.textContent?.includes('from Node.js'));
  assert.deepEqual(errors, []);
});
