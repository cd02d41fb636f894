import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import type {Plugin} from '@docusaurus/types';
import yieldingStartupPlugin, {clientEntry} from './index';

const coreClientLib = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/client');

function configureWebpack(isServer: boolean): unknown {
  const plugin = yieldingStartupPlugin() as Plugin;
  return plugin.configureWebpack!({} as never, isServer, {} as never, undefined as never);
}

test('the client bundle starts from the yielding entry; the server bundle keeps its own', () => {
  assert.deepEqual(configureWebpack(false), {entry: clientEntry});
  assert.deepEqual(configureWebpack(true), {});
  assert.ok(fs.existsSync(clientEntry));
});

test('the modules the entry evaluates step by step are where it imports them from', () => {
  const source = fs.readFileSync(clientEntry, 'utf8');
  const imported = [...source.matchAll(/import\(\/\* webpackMode: "eager" \*\/ '([^']+)'\)/g)].map((match) => match[1]);
  assert.deepEqual(imported, ['react-dom/client', '@docusaurus/core/lib/client/preload', '@docusaurus/core/lib/client/clientEntry']);
  // Docusaurus's entry hydrates after its own preload of the same path, which must find the route loaded.
  const entry = fs.readFileSync(path.join(coreClientLib, 'clientEntry.js'), 'utf8');
  assert.match(entry, /preload\(window\.location\.pathname\)\.then\(/);
  assert.match(fs.readFileSync(path.join(coreClientLib, 'preload.js'), 'utf8'), /export default function preload\(pathname\)/);
  // The core's own client config names the entry this plugin replaces.
  const clientConfig = fs.readFileSync(path.join(coreClientLib, '../webpack/client.js'), 'utf8');
  assert.match(clientConfig, /entry: path_1\.default\.resolve\(__dirname, '\.\.\/client\/clientEntry\.js'\)/);
});
