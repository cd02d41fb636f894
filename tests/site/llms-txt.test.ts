import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {attributeValues, buildDir, builtPages, decodeEntities, fileForPath, localePrefixes, sitemapPaths, tags} from '../helpers/builtSite';
import {repoRoot, startExampleServer} from '../helpers/processes';
import {extractRegion} from '../../plugins/remark-code-from-file';
import {pagePathOfTwin, twinPath} from '../../plugins/llms-txt/twinPath';

// The Markdown twins, llms.txt and llms-full.txt of the production build of every locale (plugins/llms-txt).
const siteOrigin = 'https://socket.io';
const pages = builtPages();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const localeOf = (url: string) => localePrefixes.slice(1).find((prefix) => url.startsWith(prefix)) ?? '/';
/**
 * Pages with nothing to read: the 404 pages, the search page, and the translations' status page (a table made from
 * the translation records by plugins/translation-status, not a page of the docs, blog or pages plugins).
 */
const hasTwin = (url: string) => !url.endsWith('/404.html') && !/^\/([a-zA-Z-]+\/)?(search|translations)\/$/.test(url);
const twinFile = (url: string) => path.join(buildDir, twinPath(url, localeOf(url)));

/** The routes of the pt-br manifest (tests/site/routes.tsv). */
const manifest = fs
  .readFileSync(path.join(__dirname, 'routes.tsv'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => line.split('\t')[1]!);

/** The path of a URL of this site. */
const sitePath = (url: string) => (url.startsWith(siteOrigin) ? url.slice(siteOrigin.length) : url);

test('every HTML route of the pt-br manifest has its Markdown twin, but the search page', () => {
  const missing = manifest.filter(hasTwin).filter((route) => !fs.existsSync(twinFile(route)));
  assert.deepEqual(missing, []);
  assert.ok(!fs.existsSync(twinFile('/pt-br/search/')), 'the search page has nothing to read');
});

test('every page of every locale has its twin, and names it in its head: <link rel="alternate" type="text/markdown">', () => {
  const problems: string[] = [];
  for (const page of pages) {
    const alternates = tags(page.html, 'link')
      .filter((tag) => /type="?text\/markdown/.test(tag))
      .flatMap((tag) => attributeValues(tag, 'href'));
    if (!hasTwin(page.url)) {
      if (alternates.length > 0) problems.push(`${page.url}: names a twin it does not have`);
      continue;
    }
    if (!fs.existsSync(twinFile(page.url))) problems.push(`${page.url}: no twin`);
    const expected = siteOrigin + twinPath(page.url, localeOf(page.url));
    if (alternates.length !== 1 || alternates[0] !== expected) problems.push(`${page.url}: alternate ${alternates.join(', ') || 'missing'}, expected ${expected}`);
  }
  assert.deepEqual(problems, []);
});

describe('every locale', () => {
  for (const prefix of localePrefixes) {
    const llmsTxt = path.join(buildDir, prefix, 'llms.txt');
    const llmsFullTxt = path.join(buildDir, prefix, 'llms-full.txt');

    test(`${prefix}llms.txt: the title, the summary, sections of links to twins that exist, the older docs in "Optional"`, (t) => {
      const text = fs.readFileSync(llmsTxt, 'utf8');
      t.diagnostic(`${prefix}llms.txt ${kb(Buffer.byteLength(text))}, ${prefix}llms-full.txt ${kb(fs.statSync(llmsFullTxt).size)}`);
      assert.match(text, /^# Socket\.IO\n\n> \S.+\n\n\S.+\n\n## /);
      const links = [...text.matchAll(/^- \[(.+?)\]\((\S+?)\)(?:: (.+))?$/gm)].map((m) => ({title: m[1]!, url: m[2]!}));
      assert.ok(links.length > 100, `${links.length} links`);
      const broken = links.filter((link) => !link.url.startsWith(siteOrigin + prefix) || !link.url.endsWith('.md') || !fileForPath(sitePath(link.url)));
      assert.deepEqual(broken, [], 'links to twins missing from the build');
      // Every page of the locale with a twin is listed, but the blog's lists (its posts are).
      const listed = new Set(links.map((link) => pagePathOfTwin(sitePath(link.url))));
      const unlisted = pages.filter((page) => localeOf(page.url) === prefix && hasTwin(page.url) && !listed.has(page.url) && !/\/blog\/(page\/\d+\/|archive\/)?$/.test(page.url));
      assert.deepEqual(unlisted.map((page) => page.url), []);
      // The latest docs first, the older ones in the last section, "Optional".
      const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
      assert.equal(sections.at(-1), 'Optional');
      const firstSection = text.split(/^## /m)[1]!;
      assert.match(firstSection, new RegExp(`\\(${siteOrigin}${prefix}docs/v4\\.md\\)`), 'the first section opens with the 4.x introduction');
      const optional = text.split(/^## Optional$/m)[1]!;
      assert.ok(!optional.includes(`${prefix}docs/v4/`), 'no 4.x doc in "Optional"');
      assert.match(optional, new RegExp(`${prefix}docs/v3/rooms\\.md`));
      assert.match(optional, new RegExp(`${prefix}docs/v2/rooms\\.md`));
    });

    test(`${prefix}llms-full.txt holds every 4.x doc of the locale, whole`, () => {
      const text = fs.readFileSync(llmsFullTxt, 'utf8');
      const canonicals = new Set([...text.matchAll(/^canonical: "(.+)"$/gm)].map((m) => sitePath(m[1]!)));
      const docs = pages.filter((page) => localeOf(page.url) === prefix && page.url.startsWith(`${prefix}docs/v4/`) && hasTwin(page.url));
      assert.deepEqual(docs.filter((page) => !canonicals.has(page.url)).map((page) => page.url), []);
      assert.ok(![...canonicals].some((url) => !url.startsWith(`${prefix}docs/v4/`)), 'nothing but the 4.x docs');
      const rooms = fs.readFileSync(twinFile(`${prefix}docs/v4/rooms/`), 'utf8');
      assert.ok(text.includes(rooms), 'a twin is in llms-full.txt as it is served');
    });
  }
});

describe('the twins', () => {
  const twins = pages.filter((page) => hasTwin(page.url)).map((page) => ({url: page.url, html: page.html, text: fs.readFileSync(twinFile(page.url), 'utf8')}));

  test('open with a front matter giving the page\'s title, description, canonical URL and language', () => {
    const wrong = twins.filter(({url, html, text}) => {
      const lang = attributeValues(tags(html, 'html')[0]!, 'lang')[0];
      return !text.startsWith(`---\ntitle: "`) || !text.includes(`\ncanonical: "${siteOrigin}${url}"\n`) || !text.includes(`\nlanguage: "${lang}"\n---\n\n# `);
    });
    assert.deepEqual(wrong.map((twin) => twin.url), []);
  });

  test('hold none of the page around the text: navbar, sidebar, footer, search, scripts', () => {
    // On every HTML page: the footer's copyright line, the "skip to main content" link, each heading's "direct link".
    const everywhere = ['Copyright ©', '<script', '<nav', '<svg', 'class=', 'search-index', '\u200b'];
    const found = twins.flatMap(({url, html, text}) => {
      const skip = /href="?#__docusaurus_skipToContent_fallback"?[^>]*>([^<]+)</.exec(html)?.[1];
      const directLinks = tags(html, 'a')
        .filter((tag) => /class="?hash-link/.test(tag))
        .flatMap((tag) => attributeValues(tag, 'aria-label'));
      const chrome = [...everywhere, ...(skip ? [decodeEntities(skip)] : []), ...directLinks];
      // The prose, without the code: an HTML sample may well hold a <script>.
      const prose = text.replace(/^[ \t]*```[^\n]*\n[\s\S]*?^[ \t]*```$/gm, '').replace(/`[^`\n]*`/g, '');
      return chrome.filter((needle) => prose.includes(needle)).map((needle) => `${url}: ${needle}`);
    });
    assert.deepEqual(found, []);
  });

  test('keep the code blocks filled from examples/, with their language and title (rooms, in every locale)', () => {
    const sample = extractRegion(fs.readFileSync(path.join(repoRoot, 'examples/rooms/server.js'), 'utf8'), 'channels', 'examples/rooms/server.js');
    for (const prefix of localePrefixes) {
      const text = fs.readFileSync(twinFile(`${prefix}docs/v4/rooms/`), 'utf8');
      assert.ok(text.includes('```js title="server.js"\n' + sample + '\n```'), `${prefix}docs/v4/rooms.md`);
    }
  });

  test('are in their locale: the pt-br twin of a doc is the Portuguese page', () => {
    const text = fs.readFileSync(twinFile('/pt-br/docs/v4/rooms/'), 'utf8');
    assert.match(text, /^# Salas$/m);
    assert.match(text, /^## Entrando e saindo \{#joining-and-leaving\}$/m);
  });

  test('are in neither the sitemap nor the search index', () => {
    assert.deepEqual(sitemapPaths().filter((url) => /\.(md|txt)$/.test(url)), []);
    const indexFiles = localePrefixes.flatMap((prefix) => {
      const dir = path.join(buildDir, prefix, 'search-index');
      return fs.existsSync(dir) ? fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).map((file) => path.join(dir, file)) : [];
    });
    assert.ok(indexFiles.length > 0, 'the build has a search index');
    const withTwins = indexFiles.filter((file) => fs.statSync(file).isFile() && /"(?:https?:\/\/[^"]*)?\/[^"\s]*\.md(?:#[^"]*)?"/.test(fs.readFileSync(file, 'utf8')));
    assert.deepEqual(withTwins, []);
  });
});

describe('served by scripts/serve.ts', () => {
  let server: Awaited<ReturnType<typeof startExampleServer>>;
  before(async () => {
    server = await startExampleServer('scripts/serve.ts', {}, ['--import', 'tsx']);
  });
  after(() => server?.stop());

  test('a twin is text/markdown and llms.txt text/plain, both in UTF-8', async () => {
    const twin = await fetch(`${server.url}/pt-br/docs/v4/rooms.md`);
    assert.equal(twin.status, 200);
    assert.equal(twin.headers.get('content-type'), 'text/markdown; charset=utf-8');
    assert.match(await twin.text(), /^# Salas$/m);
    const llmsTxt = await fetch(`${server.url}/pt-br/llms.txt`);
    assert.equal(llmsTxt.headers.get('content-type'), 'text/plain; charset=utf-8');
    assert.match(await llmsTxt.text(), /comunicação em tempo real/);
  });
});
