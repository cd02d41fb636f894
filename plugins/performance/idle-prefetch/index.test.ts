import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {chunkIdsOf} from './client/chunkIds';
import {coreClientLib, replacement, replacementFor} from './index';

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
  assert.deepEqual(chunkIdsOf('()=>n.e("35").then(n.bind(n,64491))'), ['35']);
  assert.deepEqual(chunkIdsOf('()=>Promise.all([n.e("6785"),n.e("3756")]).then(n.bind(n,12))'), ['6785', '3756']);
  const development = '() => __webpack_require__.e(/* import() | content---docs-v-4-rooms */ "content---docs-v-4-rooms-1a2").then(__webpack_require__.bind(__webpack_require__, 7))';
  assert.deepEqual(chunkIdsOf(development), ['content---docs-v-4-rooms-1a2']);
  assert.deepEqual(chunkIdsOf('()=>n.e(7).then(n.bind(n,7))'), ['7']);
});
