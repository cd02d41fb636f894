import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import ts from 'typescript';
import {launchChromium} from '../helpers/chromium';
import {repoRoot, startExampleServer} from '../helpers/processes';

const dir = path.join(repoRoot, 'examples/how-to/use-with-react');

test('use-with-react: the samples typecheck (strict, react-jsx, moduleResolution bundler)', () => {
  const configFile = ts.readConfigFile(path.join(dir, 'tsconfig.json'), ts.sys.readFile);
  assert.equal(configFile.error, undefined);
  const config = ts.parseJsonConfigFileContent(configFile.config, ts.sys, dir);
  assert.ok(config.fileNames.some((file) => file.endsWith('src/main.tsx')));
  const program = ts.createProgram({rootNames: config.fileNames, options: config.options});
  const errors = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file) return `TS${diagnostic.code} ${message}`;
    const {line} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start!);
    return `${path.relative(dir, diagnostic.file.fileName)}(${line + 1}): TS${diagnostic.code} ${message}`;
  });
  assert.deepEqual(errors, []);
});

test('use-with-react: the app connects in Chromium under StrictMode and each message shows up once', async (t) => {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'use-with-react-'));
  t.after(() => rmSync(outDir, {recursive: true, force: true}));
  // a development build, so that StrictMode mounts, unmounts and mounts the effects again
  await esbuild.build({
    entryPoints: [path.join(dir, 'src/main.tsx')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    define: {'process.env.NODE_ENV': '"development"'},
    outfile: path.join(outDir, 'main.js'),
    logLevel: 'silent',
  });
  writeFileSync(
    path.join(outDir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
  );

  const server = await startExampleServer('examples/how-to/use-with-react/server.js', {DIST_DIR: outDir});
  t.after(() => server.stop());
  const browser = await launchChromium();
  t.after(() => browser.close());

  const errors: string[] = [];
  const [alice, bob] = await Promise.all([browser.newPage(), browser.newPage()]);
  for (const page of [alice, bob]) {
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(server.url);
    await page.locator('#status', {hasText: /^connected$/}).waitFor({timeout: 10_000});
  }

  await alice.fill('input', 'hello from React');
  await alice.click('button[type=submit]');
  for (const page of [alice, bob]) {
    await page.locator('#messages > li', {hasText: 'hello from React'}).waitFor({timeout: 10_000});
  }
  // the acknowledgement arrived: the form is cleared
  await alice.waitForFunction(() => document.querySelector('input')!.value === '', null, {timeout: 5_000});
  // one listener per page despite the double mount: no duplicate
  await bob.waitForTimeout(200);
  assert.deepEqual(await bob.locator('#messages > li').allTextContents(), ['hello from React']);
  assert.deepEqual(await alice.locator('#messages > li').allTextContents(), ['hello from React']);

  // the buttons call socket.disconnect() / socket.connect(), the listeners update the state
  await bob.getByRole('button', {name: 'Disconnect', exact: true}).click();
  await bob.locator('#status', {hasText: /^disconnected$/}).waitFor({timeout: 5_000});
  await server.waitForOutput(/disconnected: \S+ \(client namespace disconnect\)/);
  assert.equal(await bob.isDisabled('button[type=submit]'), true);
  await bob.getByRole('button', {name: 'Connect', exact: true}).click();
  await bob.locator('#status', {hasText: /^connected$/}).waitFor({timeout: 5_000});

  // closing the page disconnects its socket
  await alice.close();
  await server.waitForOutput(/disconnected: \S+ \(transport close\)/);
  assert.deepEqual(errors, []);
});
