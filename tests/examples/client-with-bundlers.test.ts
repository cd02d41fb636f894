import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, statSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {launchChromium} from '../helpers/chromium';
import {startExampleServer, startNode} from '../helpers/processes';

test('esbuild bundles the app for the browser, without debug, and the bundle connects in Chromium', async (t) => {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'client-with-bundlers-'));
  t.after(() => rmSync(outDir, {recursive: true, force: true}));

  const build = startNode('examples/client-with-bundlers/build.js', {OUT_DIR: outDir});
  const sizeLine = await build.waitForOutput(/bundle: [\d.]+ kB, [\d.]+ kB gzipped/, 30_000);
  await build.waitForOutput(/debug module included: no/);
  const printed = Number(sizeLine.match(/bundle: ([\d.]+) kB/)![1]);
  const actual = statSync(path.join(outDir, 'bundle.js')).size / 1024;
  assert.ok(Math.abs(printed - actual) < 0.1, `printed ${printed} kB, the file has ${actual} kB`);

  const server = await startExampleServer('examples/client-with-bundlers/server.js', {OUT_DIR: outDir});
  t.after(() => server.stop());
  // serveClient: false
  assert.equal((await fetch(`${server.url}/socket.io/socket.io.js`)).status, 400);

  const browser = await launchChromium();
  t.after(() => browser.close());
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(server.url);
  await page.waitForFunction(
    () => /^connected as \S+, round trip: \d+ ms$/.test(document.getElementById('status')!.textContent ?? ''),
    null,
    {timeout: 10_000},
  );
  assert.deepEqual(errors, []);
});
