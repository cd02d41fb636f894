import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {i18n} from '../../../config/locales';
import {replacedModules, replacedRequest, replacementFor, themeCommonLib} from './index';
import {dateFormatKey, intlTables, pluralTableSize, siteDateFormats} from './intlTables';
import {formatWithPatterns, pluralCategory, pluralSelector, selectPluralMessage} from './client/tables';

const days = (year: number) => Array.from({length: 366}, (_, i) => new Date(Date.UTC(year, 0, 1 + i))).filter((d) => d.getUTCFullYear() === year);

for (const locale of i18n.locales) {
  const {calendar} = i18n.localeConfigs[locale as keyof typeof i18n.localeConfigs];
  const tables = intlTables(locale, calendar);

  test(`${locale}: every day formats as Intl.DateTimeFormat does, in each of the site's formats`, () => {
    for (const format of siteDateFormats) {
      const options = {calendar, ...format};
      const patterns = tables.dates[dateFormatKey(options)];
      assert.ok(patterns, JSON.stringify(options));
      const intl = new Intl.DateTimeFormat(locale, options);
      for (const date of [...days(2024), ...days(2026), new Date(Date.UTC(1999, 11, 31)), new Date(Date.UTC(2100, 1, 28))]) {
        assert.equal(formatWithPatterns(patterns, date), intl.format(date), `${JSON.stringify(options)} ${date.toISOString()}`);
      }
    }
  });

  test(`${locale}: plural categories of small integers are Intl.PluralRules', other counts ask Intl`, () => {
    const rules = new Intl.PluralRules(locale);
    for (let n = 0; n < pluralTableSize; n++) assert.equal(pluralCategory(tables.plural, n), rules.select(n), String(n));
    for (const n of [pluralTableSize, 1_000_000, 1.5, -1]) assert.equal(pluralCategory(tables.plural, n), undefined);
    const selector = pluralSelector(locale, tables.plural);
    for (const n of [0, 1, 2, 5, 1_000_000, 1.5]) assert.equal(selector.select(n), rules.select(n), String(n));
  });
}

test('the key of a date format does not depend on the order of its options', () => {
  assert.equal(dateFormatKey({year: 'numeric', day: 'numeric'}), dateFormatKey({day: 'numeric', year: 'numeric'}));
  assert.notEqual(dateFormatKey({month: 'long'}), dateFormatKey({month: 'short'}));
});

test('plural messages pick their form as theme-common does (pt-br: one for 0 and 1; fewer forms fall back to the last)', () => {
  const selector = pluralSelector('pt-br', intlTables('pt-br', 'gregory').plural);
  const readingTime = '{readingTime} min de leitura|{readingTime} min de leitura';
  assert.equal(selectPluralMessage(selector, 1, 'Um resultado|{count} resultados'), 'Um resultado');
  assert.equal(selectPluralMessage(selector, 0, 'Um resultado|{count} resultados'), 'Um resultado');
  assert.equal(selectPluralMessage(selector, 7, 'Um resultado|{count} resultados'), '{count} resultados');
  assert.equal(selectPluralMessage(selector, 1_000_000, 'Um resultado|{count} resultados'), '{count} resultados');
  assert.equal(selectPluralMessage(selector, 3, readingTime), '{readingTime} min de leitura');
  assert.equal(selectPluralMessage(selector, 3, 'sem plural'), 'sem plural');
});

test('the requests replaced are theme-common\'s own, and only those', () => {
  const utils = path.join(themeCommonLib, 'utils');
  assert.equal(replacementFor(utils, './reactUtils'), replacedModules.reactUtils);
  assert.equal(replacementFor(path.join(themeCommonLib, 'contexts/navbarSecondaryMenu'), '../../utils/reactUtils'), replacedModules.reactUtils);
  assert.equal(replacementFor(themeCommonLib, './utils/IntlUtils'), replacedModules.IntlUtils);
  assert.equal(replacementFor(themeCommonLib, './utils/usePluralForm'), replacedModules.usePluralForm);
  assert.equal(replacementFor(path.resolve('src/components'), './reactUtils'), undefined);
  assert.equal(replacementFor(utils, './reactUtilsExtra'), undefined);
  assert.equal(replacementFor(utils, '@docusaurus/theme-common'), undefined);
});

/** theme-common's import statements of the modules replaced, across its lib/ (they change with Docusaurus). */
function themeCommonImports(): {file: string; request: string}[] {
  const found: {file: string; request: string}[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.js')) {
        for (const [, request] of fs.readFileSync(file, 'utf8').matchAll(/from '([^']*(?:reactUtils|IntlUtils|usePluralForm)[^']*)'/g)) found.push({file, request: request!});
      }
    }
  };
  walk(themeCommonLib);
  return found;
}

test('every import of the replaced modules in theme-common is one the plugin replaces', () => {
  const imports = themeCommonImports();
  assert.ok(imports.length >= 10, `found ${imports.length}`);
  for (const {file, request} of imports) assert.ok(replacementFor(path.dirname(file), request), `${file}: ${request}`);
  assert.ok(imports.every(({request}) => replacedRequest.test(request)));
});

/** The names a module exports, read from its source (`export function x`, `export class x`, `export {a, b}`). */
function exportedNames(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const names = [...source.matchAll(/export (?:function|class|const) (\w+)/g)].map((m) => m[1]!);
  return names.sort();
}

test('each replacement exports what theme-common\'s module exports', () => {
  for (const [name, replacement] of Object.entries(replacedModules)) {
    const original = exportedNames(path.join(themeCommonLib, 'utils', `${name}.js`));
    const source = fs.readFileSync(replacement, 'utf8');
    const reExportsOriginal = source.includes(`export * from '@theme-common-lib/utils/${name}'`);
    const own = exportedNames(replacement);
    for (const exported of original) assert.ok(reExportsOriginal || own.includes(exported), `${name}: ${exported}`);
  }
});
