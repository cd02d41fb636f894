import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {attributeValues, buildDir, builtPages, fileForPath, htmlLangOf, localePrefixes, sitemapPaths, tags} from '../helpers/builtSite';

// A crawl of the production build of every locale, as a visitor's browser would follow it.
const pages = builtPages();
const siteOrigin = 'https://socket.io';

function localeOf(url: string): string {
  return localePrefixes.slice(1).find((prefix) => url.startsWith(prefix)) ?? '/';
}

/** Pages that are not meant to be found from a search engine: the 404 pages and the search results page. */
function isIndexable(page: {url: string; html: string}): boolean {
  return !page.url.endsWith('/404.html') && !/<meta[^>]+name="?robots"?[^>]+noindex/.test(page.html);
}

const idsCache = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  let ids = idsCache.get(file);
  if (!ids) {
    ids = new Set(attributeValues(fs.readFileSync(file, 'utf8'), 'id'));
    idsCache.set(file, ids);
  }
  return ids;
}

/** The internal references of a page: links, stylesheets, scripts, images. */
function references(html: string): {kind: string; value: string}[] {
  const found: {kind: string; value: string}[] = [];
  for (const tag of tags(html, 'a')) for (const value of attributeValues(tag, 'href')) found.push({kind: 'link', value});
  for (const tag of tags(html, 'link')) {
    if (/rel="?(preconnect|dns-prefetch)/.test(tag)) continue;
    for (const value of attributeValues(tag, 'href')) found.push({kind: 'resource', value});
  }
  for (const name of ['script', 'img', 'source', 'iframe']) {
    for (const tag of tags(html, name)) for (const value of attributeValues(tag, 'src')) found.push({kind: name, value});
  }
  return found;
}

describe('crawl of the build (all locales)', () => {
  test('the build has every locale', () => {
    for (const prefix of localePrefixes) assert.ok(fs.existsSync(path.join(buildDir, prefix, 'index.html')), `${prefix} was built`);
  });

  test('every page of each edition is marked with its language (<html lang>)', () => {
    const wrong = pages.flatMap((page) => {
      const lang = /<html\b[^>]*\blang="?([^"\s>]+)/.exec(page.html)?.[1];
      const expected = htmlLangOf(localeOf(page.url));
      return lang === expected ? [] : [`${page.url}: lang="${lang}", not "${expected}"`];
    });
    assert.deepEqual(wrong, []);
  });

  test('every edition serves the pages the English edition serves, at the same paths', () => {
    const english = pages.filter((page) => localeOf(page.url) === '/').map((page) => page.url);
    const missing = localePrefixes.slice(1).flatMap((prefix) =>
      english.filter((url) => !fileForPath(prefix + url.slice(1))).map((url) => prefix + url.slice(1)),
    );
    assert.deepEqual(missing, []);
  });

  test('every sitemap entry is a built page', () => {
    const missing = sitemapPaths().filter((urlPath) => !fileForPath(urlPath));
    assert.deepEqual(missing, []);
  });

  test('the sitemaps list every indexable page of every locale', () => {
    const listed = new Set(sitemapPaths());
    const unlisted = pages.filter((page) => isIndexable(page) && !listed.has(page.url)).map((page) => page.url);
    assert.deepEqual(unlisted, []);
  });

  test('every internal link, anchor, image, script and stylesheet resolves', () => {
    const broken: string[] = [];
    // The 404 pages are served at URLs that do not exist: their links are rebuilt in the browser from that URL.
    for (const page of pages.filter((candidate) => !candidate.url.endsWith('/404.html'))) {
      for (const {kind, value} of references(page.html)) {
        if (/^(mailto:|tel:|data:|javascript:)/.test(value)) continue;
        const url = new URL(value, siteOrigin + page.url);
        if (url.origin !== siteOrigin) continue;
        const file = fileForPath(url.pathname);
        if (!file) {
          broken.push(`${page.url}: ${kind} ${value}`);
          continue;
        }
        const hash = decodeURIComponent(url.hash.slice(1));
        if (kind === 'link' && hash && file.endsWith('.html') && !idsOf(file).has(hash)) {
          broken.push(`${page.url}: anchor ${value}`);
        }
      }
    }
    assert.deepEqual(broken, []);
  });
});

describe('metadata for search engines and sharing', () => {
  const indexable = pages.filter(isIndexable);

  test('each indexable page has a title, a description, a canonical URL, hreflang alternates and a card image', () => {
    const problems: string[] = [];
    for (const page of indexable) {
      const head = page.html.slice(0, page.html.indexOf('</head>'));
      const metas = tags(head, 'meta');
      const meta = (key: string) =>
        metas.filter((tag) => attributeValues(tag, 'name').includes(key) || attributeValues(tag, 'property').includes(key)).flatMap((tag) => attributeValues(tag, 'content'));
      const links = tags(head, 'link');
      if (!/<title[^>]*>[^<]+<\/title>/.test(head)) problems.push(`${page.url}: no <title>`);
      if (!meta('description')[0]?.trim()) problems.push(`${page.url}: no meta description`);
      const canonical = links.filter((tag) => /rel="?canonical/.test(tag)).flatMap((tag) => attributeValues(tag, 'href'));
      if (canonical[0] !== siteOrigin + page.url) problems.push(`${page.url}: canonical is ${canonical[0]}`);
      const hreflangs = links.flatMap((tag) => attributeValues(tag, 'hreflang')).sort();
      for (const lang of [...localePrefixes.map(htmlLangOf), 'x-default']) {
        if (!hreflangs.includes(lang)) problems.push(`${page.url}: no hreflang ${lang}`);
      }
      const image = meta('og:image')[0];
      if (!image || !fileForPath(new URL(image).pathname)) problems.push(`${page.url}: og:image ${image} is not in the build`);
      if (!meta('twitter:card')[0]) problems.push(`${page.url}: no twitter:card`);
    }
    assert.deepEqual(problems, []);
  });

  test('every page opens with exactly one <h1>, which screen-reader users jump to', () => {
    const problems: string[] = [];
    for (const page of pages) {
      const headings = page.html.match(/<h1[\s>][\s\S]*?<\/h1>/g) ?? [];
      const text = (headings[0] ?? '').replace(/<[^>]+>/g, '').trim();
      if (headings.length !== 1 || !text) problems.push(`${page.url}: ${headings.length} <h1>${text ? '' : ', empty'}`);
    }
    assert.deepEqual(problems, []);
  });

  test('titles and descriptions are unique within each locale', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const page of indexable) {
      const title = page.html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? '';
      const description = tags(page.html, 'meta')
        .filter((tag) => attributeValues(tag, 'name').includes('description'))
        .flatMap((tag) => attributeValues(tag, 'content'))[0];
      for (const [kind, value] of [['title', title], ['description', description]]) {
        const key = `${localeOf(page.url)} ${kind} ${value}`;
        const first = seen.get(key);
        if (first) duplicates.push(`${page.url} has the same ${kind} as ${first}: ${value}`);
        else seen.set(key, page.url);
      }
    }
    assert.deepEqual(duplicates, []);
  });
});

describe('blog feeds', () => {
  for (const prefix of localePrefixes) {
    test(`${prefix}blog/ has RSS and Atom feeds whose newest entry is the newest post, in that locale's edition`, () => {
      for (const feed of ['rss.xml', 'atom.xml']) {
        const file = path.join(buildDir, prefix, 'blog', feed);
        assert.ok(fs.existsSync(file), `${prefix}blog/${feed} exists`);
        const xml = fs.readFileSync(file, 'utf8');
        const firstLink = xml.match(/<(?:item|entry)>[\s\S]*?<link[^>]*?(?:href="([^"]+)"|>([^<]+)<\/link>)/);
        assert.equal(firstLink?.[1] ?? firstLink?.[2], `${siteOrigin}${prefix}blog/bun-engine/`);
      }
    });
  }
  test('the pt-br feed carries the Portuguese titles', () => {
    const xml = fs.readFileSync(path.join(buildDir, 'pt-br/blog/rss.xml'), 'utf8');
    assert.match(xml, /<title>(<!\[CDATA\[)?Um Engine.IO para o Bun(\]\]>)?<\/title>/);
  });
});
