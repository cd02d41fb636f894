import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import {fingerprint, messageFingerprint} from './fingerprint';
import {writeMessageRecords, writeRecord} from './records';
import {badRecords, count, loadEnglishHistory, translationReport} from './status';
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
