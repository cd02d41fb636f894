import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
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
