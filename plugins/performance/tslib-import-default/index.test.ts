import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {replacement, replacementFor, utilsCommonLib} from './index';

const jsFiles = (dir: string): string[] =>
  fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(file);
    return entry.name.endsWith('.js') ? [file] : [];
  });

test('utils-common calls no tslib helper but __importDefault (this fails if a Docusaurus upgrade uses another)', () => {
  const helpers = new Set(
    jsFiles(utilsCommonLib).flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/tslib_1\.(\w+)/g)].map(([, helper]) => helper)),
  );
  assert.deepEqual([...helpers], ['__importDefault']);
});

test('the replacement behaves like tslib\'s __importDefault', async () => {
  const tslib = await import('tslib');
  const {__importDefault} = await import(replacement);
  const esModule = {__esModule: true, default: 1};
  const commonJs = {answer: 42};
  assert.equal(__importDefault(esModule), tslib.__importDefault(esModule));
  assert.deepEqual(__importDefault(commonJs), tslib.__importDefault(commonJs));
  assert.equal(__importDefault(commonJs).default, commonJs);
});

test('only utils-common\'s require("tslib") is replaced', () => {
  assert.equal(replacementFor(utilsCommonLib, 'tslib'), replacement);
  assert.equal(replacementFor(path.resolve('src/theme'), 'tslib'), undefined);
  assert.equal(replacementFor(path.dirname(require.resolve('@docusaurus/core/package.json')), 'tslib'), undefined);
  assert.equal(replacementFor(utilsCommonLib, 'tslib/modules/index.js'), undefined);
});
