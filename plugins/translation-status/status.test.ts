import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {fingerprint, messageFingerprint} from './fingerprint';
import {writeMessageRecords, writeRecord} from './records';
import {badRecords, count, englishHistoryAtHead, loadEnglishHistory, translationReport} from './status';
import {FixtureSite, englishRooms, roomsTranslation, translatedRooms} from './fixtures/site';

const site = new FixtureSite();
after(() => site.remove());

const v1 = englishRooms();
const v2 = englishRooms('A room is a named group of sockets.');
const cdnTranslation = 'i18n/pt-br/docusaurus-plugin-content-docs/current/cdn.md';
const faqTranslation = 'i18n/pt-br/docusaurus-plugin-content-docs/current/faq.md';
site.write('docs/rooms.md', v1).write('docs/faq.md', '---\ntitle: FAQ\n---\n\nQuestions.\n').write('docs/cdn.md', '---\ntitle: CDN\n---\n\nThe CDN.\n');
site.write('src/pages/_partial.mdx', 'A partial, not a page.\n').write('src/pages/how-to/x.md', '---\ntitle: X\n---\n\nX.\n');
site.write(roomsTranslation, writeRecord(translatedRooms(), fingerprint(v1)));
site.write(faqTranslation, writeRecord('---\ntitle: Perguntas\n---\n\nPerguntas.\n', fingerprint('---\ntitle: FAQ\n---\n\nQuestions.\n')));
site.write(cdnTranslation, '---\ntitle: CDN\n---\n\nA CDN.\n');
site.write('i18n/pt-br/docusaurus-plugin-content-docs/current/gone.md', '---\ntitle: Sumiu\n---\n\nSumiu.\n');
site.write('i18n/pt-br/code.json', JSON.stringify({'home.title': {message: 'Apps em tempo real'}, 'home.cta': {message: 'Get started'}}));
writeMessageRecords(site.dir, 'pt-br', {'home.title': {source: messageFingerprint('Realtime apps'), translation: messageFingerprint('Apps em tempo real')}});
const first = site.commit('docs, English and pt-br');
site.write('docs/rooms.md', v2);
const second = site.commit('rooms: named');
const english = {'home.title': 'Real-time apps', 'home.cta': 'Get started'};

test('the report: fresh, outdated (with the English change and where its diff starts), unrecorded, missing, orphans', () => {
  const [report] = translationReport(site.dir, english, loadEnglishHistory(site.dir), ['pt-br']);
  const byFile = new Map(report!.pages.map((page) => [page.english, page]));
  assert.equal(byFile.get('docs/faq.md')!.status, 'fresh');
  const rooms = byFile.get('docs/rooms.md')!;
  assert.equal(rooms.status, 'outdated');
  assert.deepEqual(rooms.englishChange, {commit: second, date: '2026-01-02T12:00:00+00:00'});
  assert.deepEqual(rooms.recordedAt, {commit: first, date: '2026-01-01T12:00:00+00:00', file: 'docs/rooms.md'});
  assert.equal(rooms.knownRecord, true);
  assert.equal(byFile.get('docs/cdn.md')!.status, 'unrecorded');
  assert.equal(byFile.get('src/pages/how-to/x.md')!.status, 'missing');
  assert.equal(byFile.has('src/pages/_partial.mdx'), false, 'partials are not pages');
  assert.deepEqual(report!.orphans, ['i18n/pt-br/docusaurus-plugin-content-docs/current/gone.md']);
  assert.deepEqual(count(report!.pages), {translated: 3, outdated: 1, missing: 1});
  assert.deepEqual(
    report!.messages.map((m) => [m.id, m.status]),
    [['home.cta', 'missing'], ['home.title', 'outdated']],
    'a message still in English is missing; one whose English changed is outdated',
  );
  assert.deepEqual(badRecords([report!]), []);
});

test('a record that no version of the English page ever had is named, with Git history', () => {
  site.write(faqTranslation, writeRecord(site.read(faqTranslation), '0123456789ab'));
  try {
    const report = translationReport(site.dir, english, loadEnglishHistory(site.dir), ['pt-br']);
    assert.deepEqual(badRecords(report), [`${faqTranslation}: 0123456789ab is no version of docs/faq.md`]);
    site.write(faqTranslation, writeRecord(site.read(faqTranslation), 'not-a-hash'));
    assert.deepEqual(badRecords(translationReport(site.dir, english, loadEnglishHistory(site.dir), ['pt-br'])), [`${faqTranslation}: "not-a-hash" is not a fingerprint`]);
  } finally {
    site.git('checkout', '--', faqTranslation);
  }
});

test('an English edit not committed yet: outdated, without a date', () => {
  site.write('docs/faq.md', '---\ntitle: FAQ\n---\n\nQuestions and answers.\n');
  try {
    const [report] = translationReport(site.dir, english, loadEnglishHistory(site.dir), ['pt-br']);
    const faq = report!.pages.find((page) => page.english === 'docs/faq.md')!;
    assert.equal(faq.status, 'outdated');
    assert.equal(faq.englishChange, undefined);
    assert.equal(faq.recordedAt?.commit, first);
  } finally {
    site.git('checkout', '--', 'docs/faq.md');
  }
});

test("a message Docusaurus translates itself, which code.json does not override, is not the edition's to translate", async () => {
  const {docusaurusTranslatedIds} = await import('./messages');
  const {messageStatuses} = await import('./status');
  const ids = await docusaurusTranslatedIds('pt-br');
  assert.ok(ids.has('theme.SearchModal.footer.closeText'), 'the search modal, in Portuguese, from @docusaurus/theme-translations');
  const withSearch = {...english, 'theme.SearchModal.footer.closeText': 'to close'};
  assert.deepEqual(messageStatuses(site.dir, 'pt-br', withSearch, ids).map((m) => m.id), ['home.cta', 'home.title']);
  assert.deepEqual(messageStatuses(site.dir, 'pt-br', withSearch).map((m) => m.id), ['home.cta', 'home.title', 'theme.SearchModal.footer.closeText']);
});

test('the history read once per commit (what the dev server asks on every save) follows a new commit', () => {
  const before = englishHistoryAtHead(site.dir);
  assert.equal(englishHistoryAtHead(site.dir), before, 'the same commit: the history is not read again');
  assert.deepEqual(before, loadEnglishHistory(site.dir));
  site.write('docs/cdn.md', '---\ntitle: CDN\n---\n\nThe CDN, in short.\n');
  const third = site.commit('cdn: in short');
  try {
    const after = englishHistoryAtHead(site.dir)!;
    assert.notEqual(after, before);
    assert.equal(after.get('docs/cdn.md')![0]!.commit, third);
    assert.deepEqual(after, loadEnglishHistory(site.dir));
  } finally {
    site.git('reset', '--hard', second);
  }
  assert.equal(englishHistoryAtHead(site.dir)!.get('docs/cdn.md')![0]!.commit, first, 'back at the earlier commit');
});

test('the English messages kept by file are those of the files as they are now', async () => {
  const {englishMessages, englishMessagesCached} = await import('./messages');
  const page = 'src/pages/index.tsx';
  const source = (text: string) => `import Translate from '@docusaurus/Translate';\nexport default () => <Translate id="home.title">${text}</Translate>;\n`;
  site.write(page, source('Realtime apps'));
  try {
    assert.deepEqual(await englishMessagesCached(site.dir), await englishMessages(site.dir));
    assert.equal((await englishMessagesCached(site.dir))['home.title'], 'Realtime apps');
    site.write(page, source('Real-time apps, everywhere'));
    assert.equal((await englishMessagesCached(site.dir))['home.title'], 'Real-time apps, everywhere', 'an edit is read again');
    assert.deepEqual(await englishMessagesCached(site.dir), await englishMessages(site.dir));
  } finally {
    fs.rmSync(path.join(site.dir, page));
  }
});
