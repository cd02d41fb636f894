import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {buildDir} from '../helpers/builtSite';
import {repoRoot} from '../helpers/processes';
import {proseOf} from '../helpers/portuguese';
import {notSpanish} from '../helpers/spanish';

// The fr, zh-CN and es editions translate every page of the 4.x docs; the changelog stays English in fr and zh-CN (as
// the README says) and is Spanish in es (es-edition.test.ts checks it, with the get-started and how-to pages).
const docsDir = path.join(repoRoot, 'docs');

function docSlugs(root = docsDir, dir = root): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'changelog' ? [] : docSlugs(root, full);
    if (!/\.mdx?$/.test(entry.name)) return [];
    return [path.relative(root, full).replace(/\.mdx?$/, '').split(path.sep).join('/')];
  });
}

function pageHtml(prefix: string, slug: string): string {
  const route = slug === 'index' ? 'docs/v4' : `docs/v4/${slug}`;
  return fs.readFileSync(path.join(buildDir, prefix, route, 'index.html'), 'utf8');
}

/** The article's text: what the reader reads, without the navigation, sidebar and table of contents. */
function articleText(html: string): string {
  const article = html.match(/<article\b[\s\S]*<\/article>/)?.[0];
  assert.ok(article, 'the page has no <article>');
  return proseOf(article);
}

/** The ids of the article's h2/h3 headings, in order: what `#hash` links land on. */
function headingIds(html: string): string[] {
  const article = html.match(/<article\b[\s\S]*<\/article>/)?.[0] ?? '';
  return [...article.matchAll(/<h[23]\b[^>]*\bid="?([^"\s>]+)/g)].map((match) => match[1]);
}

const frenchWords = new Set('le la les des un une est et pour dans vous que qui sur avec pas par ce cette sont au aux du'.split(' '));
const englishWords = new Set('the and of to is are you your with that this for from when will can be it on in an as by not which'.split(' '));

const slugs = docSlugs();

const editions: {locale: string; htmlLang: string; slugs: string[]; inLanguage: (text: string) => string | undefined}[] = [
  {
    locale: 'fr',
    htmlLang: 'fr',
    slugs,
    inLanguage(text) {
      const words = text.toLowerCase().match(/[a-zàâçéèêëîïôûùüÿœ]+/g) ?? [];
      const french = words.filter((word) => frenchWords.has(word)).length;
      const english = words.filter((word) => englishWords.has(word)).length;
      return french > 2 * english ? undefined : `${french} French function words against ${english} English ones`;
    },
  },
  {
    locale: 'zh-CN',
    htmlLang: 'zh-CN',
    slugs,
    inLanguage(text) {
      // Identifiers and code names stay Latin in Chinese prose; the sentences around them are Chinese.
      const cjk = text.match(/[\u4e00-\u9fff]/g)?.length ?? 0;
      const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
      return cjk > 0.25 * (cjk + latin) ? undefined : `${cjk} Chinese characters against ${latin} Latin letters`;
    },
  },
  {
    locale: 'es',
    htmlLang: 'es',
    slugs,
    inLanguage: notSpanish,
  },
];

test('the 4.x docs have pages to check', () => assert.ok(slugs.length > 60, `only ${slugs.length} docs`));

for (const {locale, htmlLang, slugs: translated, inLanguage} of editions) {
  describe(`the ${locale} edition of the 4.x docs`, () => {
    for (const slug of translated) {
      test(`/${locale}/docs/v4/${slug === 'index' ? '' : `${slug}/`} is in ${locale}, with the English heading ids`, () => {
        const html = pageHtml(locale, slug);
        assert.match(html, new RegExp(`<html[^>]*\\blang="?${htmlLang}[\\s">]`));
        const verdict = inLanguage(articleText(html));
        assert.equal(verdict, undefined, `the text reads as English: ${verdict}`);
        assert.deepEqual(headingIds(html), headingIds(pageHtml('', slug)));
      });
    }
  });
}
