import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {chunkIdsOf} from './client/chunkIds';
import {coreClientLib, replacement, replacementFor} from './index';

/** A registry loader as the browser has it: a function, whose code chunkIdsOf reads. */
const loader = (code: string) => Object.assign(() => undefined, {toString: () => code});

test("only the client entry's import of ./docusaurus is replaced", () => {
  const entry = fs.readFileSync(path.join(coreClientLib, 'clientEntry.js'), 'utf8');
  assert.match(entry, /import docusaurus from '\.\/docusaurus';/, 'the client entry still imports ./docusaurus');
  assert.match(entry, /window\.docusaurus = docusaurus;/);
  assert.equal(replacementFor(coreClientLib, './docusaurus'), replacement);
  assert.equal(replacementFor(path.resolve('src/theme'), './docusaurus'), undefined);
  assert.equal(replacementFor(coreClientLib, './docusaurusContext'), undefined);
  assert.ok(fs.existsSync(replacement));
});

test("a route module's chunk ids are read from its registry loader, minified or not", () => {
  assert.deepEqual(chunkIdsOf(loader('()=>n.e("35").then(n.bind(n,64491))')), ['35']);
  assert.deepEqual(chunkIdsOf(loader('()=>Promise.all([n.e("6785"),n.e("3756")]).then(n.bind(n,12))')), ['6785', '3756']);
  const development = '() => __webpack_require__.e(/* import() | content---docs-v-4-rooms */ "content---docs-v-4-rooms-1a2").then(__webpack_require__.bind(__webpack_require__, 7))';
  assert.deepEqual(chunkIdsOf(loader(development)), ['content---docs-v-4-rooms-1a2']);
  assert.deepEqual(chunkIdsOf(loader('()=>n.e(7).then(n.bind(n,7))')), ['7']);
});

test('a loader whose module every page already has requests no chunk', () => {
  assert.deepEqual(chunkIdsOf(loader('()=>Promise.resolve().then(n.bind(n,38615))')), []);
  assert.deepEqual(chunkIdsOf(undefined), []);
});

test('a loader written in a way it cannot read fails loudly, naming idle-prefetch', () => {
  // The runtime's loader renamed, or a chunk id it no longer spells as a literal: prefetching would stop silently.
  assert.throws(() => chunkIdsOf(loader('()=>n.loadChunk("35").then(n.bind(n,64491))')), /^Error: idle-prefetch: .*loadChunk/);
  assert.throws(() => chunkIdsOf(loader('()=>Promise.all([n.e("6785"),n.e(ids[0])]).then(n.bind(n,12))')), /^Error: idle-prefetch: /);
});
