import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {siteReport} from '../../plugins/translation-status/report';
import {hasHistory} from '../../plugins/translation-status/git';
import {badRecords} from '../../plugins/translation-status/status';

// The mechanism, not the translators: an outdated or missing translation never fails here (the site says so to
// its readers); a translation without a record, or with one no English text ever had, does.
const siteDir = path.resolve(__dirname, '../..');
const report = siteReport(siteDir);

test('every translated page records the English text it translates (npm run translations -- mark <file>)', async () => {
  const unrecorded = (await report).flatMap(({pages}) => pages.filter((page) => page.status === 'unrecorded').map((page) => page.translation));
  assert.deepEqual(unrecorded, []);
});

test('every translated interface message has a record in code.sources.json (npm run translations -- mark i18n/<locale>/code.json)', async () => {
  const unrecorded = (await report).flatMap(({locale, messages}) => messages.filter((m) => m.status === 'unrecorded').map((m) => `${locale} ${m.id}`));
  assert.deepEqual(unrecorded, []);
});

test(`every record is the fingerprint of a text its English page has, ${hasHistory(siteDir) ? 'or had in its Git history' : 'or any fingerprint (no Git history here to check past ones against)'}`, async () => {
  assert.deepEqual(badRecords(await report), []);
});
