import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {docsClientLib, replacement, replacementFor} from './index';

const exportedNames = (source: string) =>
  [...source.matchAll(/^export (?:declare )?function (\w+)/gm)].map(([, name]) => name).sort();

test('every import of docsPreferredVersion inside plugin-content-docs is replaced, and nothing else', () => {
  const requests = fs
    .readdirSync(docsClientLib)
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => [...fs.readFileSync(path.join(docsClientLib, file), 'utf8').matchAll(/from '([^']*docsPreferredVersion[^']*)'/g)].map(([, request]) => `${file} ${request}`));
  // The client index re-exports it and two client modules use it; this fails if a Docusaurus upgrade moves it.
  assert.deepEqual(requests.sort(), ['docsSearch.js ./docsPreferredVersion', 'docsUtils.js ./docsPreferredVersion', 'index.js ./docsPreferredVersion', 'index.js ./docsPreferredVersion']);
  assert.equal(replacementFor(docsClientLib, './docsPreferredVersion'), replacement);
  assert.equal(replacementFor(path.resolve('src/theme'), './docsPreferredVersion'), undefined);
  assert.equal(replacementFor(docsClientLib, './docsPreferredVersionExtra'), undefined);
});

test('the replacement exports what plugin-content-docs\' module exports', () => {
  const original = exportedNames(fs.readFileSync(path.join(docsClientLib, 'docsPreferredVersion.d.ts'), 'utf8'));
  assert.deepEqual(original, ['DocsPreferredVersionContextProvider', 'useDocsPreferredVersion', 'useDocsPreferredVersionByPluginId']);
  assert.deepEqual(exportedNames(fs.readFileSync(replacement, 'utf8')), original);
});

test('the replacement keeps the storage key the version dropdown has always used', () => {
  const original = fs.readFileSync(path.join(docsClientLib, 'docsPreferredVersion.js'), 'utf8');
  assert.match(original, /`docs-preferred-version-\$\{pluginId\}`/);
  assert.match(fs.readFileSync(replacement, 'utf8'), /`docs-preferred-version-\$\{pluginId\}`/);
});
