import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {createElement} from 'react';
import remarkTranslationNotice, {noticeFor, type NoticeOptions} from './remark';
import {fingerprint} from './fingerprint';
import {writeRecord} from './records';
import {loadEnglishHistory} from './status';
import {FixtureSite, englishRooms, roomsTranslation, translatedRooms} from './fixtures/site';

const site = new FixtureSite();
after(() => site.remove());
const faqTranslation = 'i18n/pt-br/docusaurus-plugin-content-docs/current/faq.md';
site.write('docs/rooms.md', englishRooms()).write('docs/faq.md', '---\ntitle: FAQ\n---\n\nQuestions.\n').write('docs/cdn.md', '---\ntitle: CDN\n---\n\nThe CDN.\n');
site.write(roomsTranslation, writeRecord(translatedRooms(), fingerprint(englishRooms())));
site.write(faqTranslation, writeRecord('---\ntitle: Perguntas\n---\n\n# Perguntas frequentes\n\nPerguntas.\n', fingerprint('---\ntitle: FAQ\n---\n\nQuestions.\n')));
site.commit('docs');
site.write('docs/rooms.md', englishRooms('A room is a named group of sockets.')).commit('rooms: named');

const options = (locale: string): NoticeOptions => ({
  siteDir: site.dir,
  locale,
  defaultLocale: 'en',
  englishUrlOf: (file) => (file.endsWith('rooms.md') ? '/docs/v4/rooms/' : undefined),
  history: () => loadEnglishHistory(site.dir),
});

/** The page compiled by MDX (as .md or .mdx, as Docusaurus does) with the plugin, rendered to HTML by React. */
async function render(file: string, locale: string): Promise<string> {
  const {evaluate} = await import('@mdx-js/mdx');
  const source = site.read(file).replace(/^---[\s\S]*?---\n/, '');
  const {default: Content} = await evaluate(
    {value: source, path: path.join(site.dir, file)},
    {...runtime, format: file.endsWith('.mdx') ? 'mdx' : 'md', remarkPlugins: [[remarkTranslationNotice, options(locale)]]},
  );
  // Docusaurus gives MDX the theme's components (its Link for `a`): the notice must not go through them.
  const components = {a: () => 'LINK COMPONENT', div: () => 'DIV COMPONENT'};
  return renderToStaticMarkup(createElement(Content, {components}));
}

test('an outdated translation opens with a notice in its language: when the English changed, the English page, its history', async () => {
  const html = await render(roomsTranslation, 'pt-br');
  assert.ok(
    html.startsWith(
      '<div role="note" class="translation-notice translation-notice--outdated"><p>A página em inglês foi atualizada em 2 de janeiro de 2026, depois desta tradução. ' +
        '<a href="/docs/v4/rooms/" hrefLang="en">Leia a página em inglês</a> · <a href="https://github.com/socketio/socket.io-website/commits/main/docs/rooms.md">o que mudou</a></p></div>',
    ),
    html,
  );
});

test('a fresh translation has no notice', async () => {
  assert.doesNotMatch(await render(faqTranslation, 'pt-br'), /translation-notice/);
});

test('the notice comes after a leading title, in every edition\'s language', async () => {
  site.write(faqTranslation, writeRecord(site.read(faqTranslation), fingerprint(englishRooms())));
  try {
    const html = await render(faqTranslation, 'pt-br');
    assert.match(html, /^<h1>Perguntas frequentes<\/h1>\n?<div role="note"/);
    assert.match(html, /A página em inglês foi atualizada em 1 de janeiro de 2026/);
  } finally {
    site.git('checkout', '--', faqTranslation);
  }
  for (const [locale, text] of [['fr', 'La page anglaise a été mise à jour le 2 janvier 2026'], ['zh-CN', '英文原文已于 2026年1月2日 更新'], ['es', 'La página en inglés se actualizó el 2 de enero de 2026']]) {
    const file = roomsTranslation.replace('pt-br', locale!);
    site.write(file, site.read(roomsTranslation));
    const notice = noticeFor(path.join(site.dir, file), options(locale!));
    assert.match(JSON.stringify(notice), new RegExp(text!), locale);
  }
});

test('an English page shown in another edition says it is not translated; English pages in English say nothing', async () => {
  assert.match(await render('docs/cdn.md', 'pt-br'), /^<div role="note" class="translation-notice translation-notice--untranslated"><p>Esta página ainda não foi traduzida para o português: ela aparece em inglês.<\/p><\/div>/);
  assert.match(await render('docs/cdn.md', 'fr'), /Cette page n’est pas encore traduite en français/);
  assert.doesNotMatch(await render('docs/cdn.md', 'en'), /translation-notice/);
  assert.doesNotMatch(await render('docs/rooms.md', 'en'), /translation-notice/);
});

test('without Git history the notice has no date', () => {
  const notice = noticeFor(path.join(site.dir, roomsTranslation), {...options('pt-br'), history: () => undefined});
  assert.match(JSON.stringify(notice), /A página em inglês foi atualizada depois desta tradução\./);
});
