import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {fingerprint, messageFingerprint} from './fingerprint';
import {initRecords} from './init';
import {markMessages, markPage} from './mark';
import {readMessageRecords, readRecord, writeMessageRecords, writeRecord} from './records';
import {pageStatus} from './status';
import {FixtureSite, englishRooms, roomsTranslation, translatedRooms} from './fixtures/site';

const sites: FixtureSite[] = [];
after(() => sites.forEach((site) => site.remove()));

/** English v1 and its translation, recorded; then English v2, committed. */
function siteWithEnglishChange(): FixtureSite {
  const site = new FixtureSite();
  sites.push(site);
  site.write('docs/rooms.md', englishRooms()).write(roomsTranslation, writeRecord(translatedRooms(), fingerprint(englishRooms())));
  site.commit('rooms, English and pt-br');
  site.write('docs/rooms.md', englishRooms('A room is a named group of sockets.'));
  site.commit('rooms: named');
  return site;
}

const statusOf = (site: FixtureSite) => pageStatus(site.dir, {locale: 'pt-br', area: 'docs 4.x', english: 'docs/rooms.md', translation: roomsTranslation}, undefined).status;

test('mark refuses a translation nobody edited since its English page changed', () => {
  const site = siteWithEnglishChange();
  const before = site.read(roomsTranslation);
  const result = markPage(site.dir, roomsTranslation);
  assert.equal(result.marked, false);
  assert.match(result.message, /before docs\/rooms\.md did/);
  assert.equal(site.read(roomsTranslation), before);
  assert.equal(statusOf(site), 'outdated');
});

test('mark records the English text once the translation is edited (not committed yet, or committed after)', () => {
  const site = siteWithEnglishChange();
  site.write(roomsTranslation, site.read(roomsTranslation).replace('Uma sala é um grupo', 'Uma sala é um grupo nomeado'));
  const result = markPage(site.dir, roomsTranslation);
  assert.equal(result.marked, true, result.message);
  assert.equal(readRecord(site.read(roomsTranslation)), fingerprint(englishRooms('A room is a named group of sockets.')));
  assert.equal(statusOf(site), 'fresh');
  assert.equal(markPage(site.dir, roomsTranslation).message, 'already fresh');

  site.commit('pt-br: rooms, translated');
  site.write('docs/rooms.md', englishRooms('A room is a named group of sockets, kept by the server.'));
  site.commit('rooms: kept by the server');
  site.write(roomsTranslation, site.read(roomsTranslation).replace('nomeado', 'nomeado, mantido pelo servidor'));
  site.commit('pt-br: rooms, kept by the server');
  assert.equal(markPage(site.dir, roomsTranslation).marked, true, 'the translation changed in a commit after the English one');
});

test('marking alone is not an edit: a record changed by hand does not let mark pass', () => {
  const site = siteWithEnglishChange();
  site.write(roomsTranslation, writeRecord(site.read(roomsTranslation), 'aaaaaaaaaaaa'));
  site.commit('pt-br: a record changed by hand');
  assert.equal(markPage(site.dir, roomsTranslation).marked, false);
});

test('--no-change-needed marks an English edit that needs no change in the translation', () => {
  const site = siteWithEnglishChange();
  const result = markPage(site.dir, roomsTranslation, {noChangeNeeded: true});
  assert.equal(result.marked, true);
  assert.equal(statusOf(site), 'fresh');
});

test('an English edit not committed yet: the translation must be edited too', () => {
  const site = siteWithEnglishChange();
  site.write('docs/rooms.md', englishRooms('Rooms group sockets.'));
  assert.equal(markPage(site.dir, roomsTranslation).marked, false);
});

test('without Git history, mark cannot tell and asks for --no-change-needed', () => {
  const site = siteWithEnglishChange();
  fs.rmSync(path.join(site.dir, '.git'), {recursive: true});
  const result = markPage(site.dir, roomsTranslation);
  assert.equal(result.marked, false);
  assert.match(result.message, /without Git history/);
  assert.equal(markPage(site.dir, roomsTranslation, {noChangeNeeded: true}).marked, true);
});

test('a new translation, without a record, is marked as translating the English page as it is', () => {
  const site = new FixtureSite();
  sites.push(site);
  site.write('docs/rooms.md', englishRooms()).commit('rooms');
  site.write(roomsTranslation, translatedRooms());
  assert.equal(statusOf(site), 'unrecorded');
  assert.equal(markPage(site.dir, roomsTranslation).marked, true);
  assert.equal(statusOf(site), 'fresh');
  assert.match(markPage(site.dir, 'docs/rooms.md').message, /not a translated page/);
});

test('init records the English text of the translation\'s last commit: outdated when the English changed after, fresh otherwise', async () => {
  const site = new FixtureSite();
  sites.push(site);
  const blog = 'i18n/pt-br/docusaurus-plugin-content-blog/2026-01-01-hello.md';
  site.write('docs/rooms.md', englishRooms()).write(roomsTranslation, translatedRooms());
  site.write('blog/2026-01-01-hello.md', '---\ntitle: Hello\n---\n\nHello.\n').commit('rooms and a post, English and pt-br');
  site.write('docs/rooms.md', englishRooms('A room is a named group of sockets.')).commit('rooms: named');
  site.write(blog, '---\ntitle: Olá\n---\n\nOlá.\n').commit('pt-br: the post');
  site.write('blog/2026-01-01-hello.md', '---\ntitle: Hello\nauthors: [someone]\n---\n\nHello.\n').commit('post: its author');

  const result = await initRecords(site.dir, ['pt-br']);
  assert.deepEqual(result.pages.sort(), [blog, roomsTranslation]);
  assert.equal(readRecord(site.read(roomsTranslation)), fingerprint(englishRooms()));
  assert.equal(statusOf(site), 'outdated');
  assert.equal(pageStatus(site.dir, {locale: 'pt-br', area: 'blog', english: 'blog/2026-01-01-hello.md', translation: blog}, undefined).status, 'fresh', 'an author added is no text to translate');

  const first = [site.read(roomsTranslation), site.read(blog)];
  assert.deepEqual((await initRecords(site.dir, ['pt-br'])).pages, [], 'pages with a record keep it');
  assert.deepEqual([site.read(roomsTranslation), site.read(blog)], first);
});

test('interface messages: a new translation is recorded, an outdated one only once its text changed, English text is no translation', () => {
  const site = new FixtureSite(false);
  sites.push(site);
  const english = {'home.title': 'Real-time apps', 'home.cta': 'Get started', 'home.new': 'New'};
  site.write('i18n/pt-br/code.json', JSON.stringify({'home.title': {message: 'Apps em tempo real'}, 'home.cta': {message: 'Comece'}, 'home.new': {message: 'New'}}));
  writeMessageRecords(site.dir, 'pt-br', {'home.cta': {source: messageFingerprint('Get going'), translation: messageFingerprint('Comece')}});

  const result = markMessages(site.dir, 'pt-br', english);
  assert.deepEqual(Object.keys(readMessageRecords(site.dir, 'pt-br')).sort(), ['home.cta', 'home.title']);
  assert.equal(readMessageRecords(site.dir, 'pt-br')['home.cta']!.source, messageFingerprint('Get going'), 'outdated, text unchanged: not marked');
  assert.match(result.message, /not marked.*home\.cta/);

  site.write('i18n/pt-br/code.json', JSON.stringify({'home.title': {message: 'Apps em tempo real'}, 'home.cta': {message: 'Comece agora'}, 'home.new': {message: 'New'}}));
  markMessages(site.dir, 'pt-br', english);
  assert.equal(readMessageRecords(site.dir, 'pt-br')['home.cta']!.source, messageFingerprint('Get started'));
  assert.equal(readMessageRecords(site.dir, 'pt-br')['home.new'], undefined);
});
