import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {attributeValues, buildDir, builtPages, decodeEntities, tags} from '../helpers/builtSite';
import {repoRoot} from '../helpers/processes';
import {editUrl, historyUrl} from '../../config/repository';
import {siteReport} from '../../plugins/translation-status/report';
import type {PageStatus} from '../../plugins/translation-status/status';
import {noticeTexts} from '../../plugins/translation-status/notices';
import {i18n} from '../../config/locales';

// The build of every locale against the records as they are: each page's "Edit this page" link names the file
// it was built from, so each page can be checked against what `npm run translations` says of that file.
const pages = builtPages();
const report = siteReport(repoRoot);

const translatedLocales: string[] = i18n.locales.filter((locale) => locale !== i18n.defaultLocale);
const localeOf = (url: string) => translatedLocales.find((locale) => url.startsWith(`/${locale}/`)) ?? 'en';
const noticeOf = (html: string) => html.match(/<div role="?note"? class="translation-notice [^"]*">[\s\S]*?<\/div>/)?.[0];
/** The source file of a page, from its "Edit this page" link. */
function sourceOf(html: string): string | undefined {
  const link = tags(html, 'a').flatMap((tag) => attributeValues(tag, 'href')).find((href) => href.startsWith(editUrl));
  return link && decodeEntities(link.slice(editUrl.length));
}

test('every doc, blog post and Markdown page has "Edit this page": its translation in an edition that has one, the English file otherwise', async () => {
  const byTranslation = new Map((await report).flatMap(({pages: statuses}) => statuses.map((s) => [s.translation, s] as const)));
  const problems: string[] = [];
  let checked = 0;
  for (const page of pages) {
    const source = sourceOf(page.html);
    if (!source) continue;
    checked++;
    const locale = localeOf(page.url);
    if (!fs.existsSync(path.join(repoRoot, source))) problems.push(`${page.url}: edits ${source}, which does not exist`);
    if (locale === 'en' && source.startsWith('i18n/')) problems.push(`${page.url}: the English page edits ${source}`);
    if (locale !== 'en' && !source.startsWith('i18n/')) {
      const translation = [...byTranslation.values()].find((s) => s.locale === locale && s.english === source);
      if (translation && translation.status !== 'missing') problems.push(`${page.url}: edits ${source}, not its translation ${translation.translation}`);
    }
  }
  assert.deepEqual(problems, []);
  // Docs of three versions, blog posts and Markdown pages, in every locale.
  assert.ok(checked > i18n.locales.length * 180, `${checked} pages with an edit link`);
});

test('an outdated translation shows the notice in its language, dated, with the English page and its history; a fresh one none', async () => {
  const byTranslation = new Map<string, PageStatus>((await report).flatMap(({pages: statuses}) => statuses.map((s) => [s.translation, s] as const)));
  const problems: string[] = [];
  const seen = {outdated: 0, fresh: 0};
  for (const page of pages) {
    const source = sourceOf(page.html);
    const locale = localeOf(page.url);
    if (!source || locale === 'en' || !source.startsWith('i18n/')) continue;
    const status = byTranslation.get(source);
    const notice = noticeOf(page.html);
    if (status?.status === 'fresh') {
      seen.fresh++;
      if (notice) problems.push(`${page.url}: fresh, yet shows ${notice}`);
      continue;
    }
    if (status?.status !== 'outdated') continue;
    seen.outdated++;
    const texts = noticeTexts[locale]!;
    const englishUrl = page.url.slice(locale.length + 1);
    if (!notice) problems.push(`${page.url}: outdated (${source}), shows no notice`);
    else {
      const sentence = status.englishChange ? texts.outdatedOn.split('{date}')[0]! : texts.outdated;
      if (!decodeEntities(notice).includes(sentence)) problems.push(`${page.url}: the notice does not say "${sentence}": ${notice}`);
      if (!new RegExp(`<a href="?${englishUrl}"? hreflang="?en"?>${texts.readEnglish}</a>`).test(notice)) problems.push(`${page.url}: no link to ${englishUrl}: ${notice}`);
      if (!notice.includes(historyUrl(status.english))) problems.push(`${page.url}: no link to the English history: ${notice}`);
    }
  }
  assert.deepEqual(problems, []);
  assert.ok(seen.fresh > 100, `${seen.fresh} fresh translations checked`);
  // Outdated pages come and go with translators' work: the source-archive test makes one to be sure.
  if (seen.outdated === 0) console.log('no outdated translation in this build');
});

test('an English page shown in another edition says, in that language, that it is not translated yet; English pages show no notice', () => {
  const problems: string[] = [];
  for (const page of pages) {
    const source = sourceOf(page.html);
    if (!source) continue;
    const locale = localeOf(page.url);
    const notice = noticeOf(page.html);
    if (locale === 'en') {
      if (notice) problems.push(`${page.url}: an English page with a notice`);
    } else if (!source.startsWith('i18n/') && !decodeEntities(notice ?? '').includes(noticeTexts[locale]!.untranslated)) {
      problems.push(`${page.url}: shows ${source} untranslated without saying so`);
    }
  }
  assert.deepEqual(problems, []);
});

test('the status page is in every edition, its content in English, and each edition\'s footer links to its own', () => {
  for (const prefix of ['/', ...translatedLocales.map((locale) => `/${locale}/`)]) {
    const status = fs.readFileSync(path.join(buildDir, prefix, 'translations/index.html'), 'utf8');
    assert.match(status, /<main[^>]* lang="?en"?/, `${prefix}translations/ says its content is English`);
    assert.match(status, /<h1[^>]*>Translations<\/h1>/);
    assert.match(status, /<meta[^>]* name="?robots"?[^>]* content="?noindex/);
    assert.match(status, /Português \(Brasil\)/);
    const html = fs.readFileSync(path.join(buildDir, prefix, 'docs/v4/index.html'), 'utf8');
    const footerLink = tags(html, 'a').find((tag) => /footer__link-item/.test(tag) && attributeValues(tag, 'href').includes(`${prefix}translations/`));
    assert.ok(footerLink, `the ${prefix} footer links to ${prefix}translations/`);
  }
});
