import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {replacement, replacementFor, themeClientModule} from './index';

test("only theme-classic's progress bar client module is replaced", () => {
  // theme-classic still registers it under this name, and it is still the bar this plugin reproduces.
  assert.match(fs.readFileSync(require.resolve('@docusaurus/theme-classic/lib/index.js'), 'utf8'), /'\.\/nprogress',/);
  const original = fs.readFileSync(`${themeClientModule}.js`, 'utf8');
  assert.match(original, /nprogress\.configure\(\{ showSpinner: false \}\);/);
  assert.match(original, /const delay = 200;/);
  assert.equal(replacementFor('/site/.docusaurus', themeClientModule), replacement);
  assert.equal(replacementFor('/site/.docusaurus', path.join(path.dirname(themeClientModule), 'prism-include-languages')), undefined);
  assert.equal(replacementFor('/site/src', 'nprogress'), undefined);
  assert.ok(fs.existsSync(replacement));
});
