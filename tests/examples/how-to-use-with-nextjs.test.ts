import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {io as ioc} from 'socket.io-client';
import {launchChromium} from '../helpers/chromium';
import {repoRoot, startExampleServer} from '../helpers/processes';

const dir = path.join(repoRoot, 'examples/how-to/use-with-nextjs');

test('use-with-nextjs: the app and the custom server typecheck with the types of next', () => {
  const configFile = ts.readConfigFile(path.join(dir, 'tsconfig.json'), ts.sys.readFile);
  assert.equal(configFile.error, undefined);
  const config = ts.parseJsonConfigFileContent(configFile.config, ts.sys, dir);
  // server.js too (allowJs), but only for syntax: checkJs is off
  const rootNames = config.fileNames.filter((file) => !file.includes('/.next/'));
  assert.ok(rootNames.some((file) => file.endsWith('app/components/Chat.tsx')));
  const program = ts.createProgram({rootNames, options: {...config.options, incremental: false, plugins: []}});
  const errors = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file) return `TS${diagnostic.code} ${message}`;
    const {line} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start!);
    return `${path.relative(dir, diagnostic.file.fileName)}(${line + 1}): TS${diagnostic.code} ${message}`;
  });
  assert.deepEqual(errors, []);
});

test('use-with-nextjs: the custom server serves the page and Socket.IO on one port (next dev)', async (t) => {
  // next dev writes .next/ and next-env.d.ts into the sample, and may rewrite tsconfig.json: undo all that
  const tsconfig = readFileSync(path.join(dir, 'tsconfig.json'), 'utf8');
  t.after(() => {
    rmSync(path.join(dir, '.next'), {recursive: true, force: true});
    rmSync(path.join(dir, 'next-env.d.ts'), {force: true});
    writeFileSync(path.join(dir, 'tsconfig.json'), tsconfig);
  });

  const server = await startExampleServer('examples/how-to/use-with-nextjs/server.js', {NEXT_TELEMETRY_DISABLED: '1'});
  t.after(() => server.stop());
  await server.waitForOutput(/ready on http:\/\/localhost:\d+ \(development\)/);

  const html = await (await fetch(server.url, {signal: AbortSignal.timeout(90_000)})).text();
  assert.match(html, /<h1>Socket\.IO with Next\.js<\/h1>/);
  // the client component is prerendered on the server, disconnected
  assert.match(html, /<span id="status">disconnected<\/span>/);

  // a plain Socket.IO client reaches the same port
  const client = ioc(server.url, {reconnection: false});
  t.after(() => client.disconnect());
  const greeting = await new Promise((resolve, reject) => {
    client.once('hello', resolve);
    client.once('connect_error', reject);
  });
  assert.equal(greeting, 'welcome to the Next.js app');
  const time = await client.timeout(5000).emitWithAck('ping');
  assert.ok(Math.abs(time - Date.now()) < 5000);

  // the page hydrates in Chromium and its client component connects, then upgrades to WebSocket
  const browser = await launchChromium();
  t.after(() => browser.close());
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(server.url, {timeout: 90_000});
  await page.locator('#status', {hasText: /^connected$/}).waitFor({timeout: 60_000});
  await page.locator('#greeting', {hasText: 'welcome to the Next.js app'}).waitFor({timeout: 5_000});
  await page.locator('#transport', {hasText: /^websocket$/}).waitFor({timeout: 10_000});
  await page.getByRole('button', {name: 'Ask the server for its time'}).click();
  await page.locator('#server-time').waitFor({timeout: 5_000});
  assert.deepEqual(errors, []);
});
