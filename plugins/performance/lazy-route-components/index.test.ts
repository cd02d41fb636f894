import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {replacement, replacementFor} from './index';

const generated = path.resolve('.docusaurus');

test('the generated route table imports ComponentCreator by the request the plugin replaces', () => {
  // Docusaurus writes routes.js with this import and one ComponentCreator(path, hash) per route.
  const codegen = fs.readFileSync(require.resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js'), 'utf8');
  assert.match(codegen, /import ComponentCreator from '@docusaurus\/ComponentCreator';/);
  assert.match(codegen, /component: ComponentCreator\('\$\{routePath\}', '\$\{routeHash\}'\)/);
  assert.equal(replacementFor(generated, '@docusaurus/ComponentCreator', generated), replacement);
});

test('only the route table\'s import is replaced: the replacement itself reaches the original', () => {
  assert.equal(replacementFor(path.dirname(replacement), '@docusaurus/ComponentCreator', generated), undefined);
  assert.equal(replacementFor(path.resolve('src/theme'), '@docusaurus/ComponentCreator', generated), undefined);
  assert.equal(replacementFor(generated, '@docusaurus/Link', generated), undefined);
  assert.match(fs.readFileSync(replacement, 'utf8'), /from '@docusaurus\/core\/lib\/client\/exports\/ComponentCreator'/);
});
