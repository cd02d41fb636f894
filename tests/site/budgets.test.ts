import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import zlib from 'node:zlib';
import {attributeValues, builtPages, fileForPath, tags} from '../helpers/builtSite';

// The JavaScript budget of the quality work, asserted on the build as a byte count: what each page's HTML makes
// the browser download before the reader can use the page, compressed as the server sends it (scripts/serve,
// gzip at zlib's default level). Lighthouse measures the same bytes with timings around them; it stays a printed
// benchmark (`npm run bench`), this test is what fails.
const jsBudget = 150 * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let bytes = gzipCache.get(file);
  if (bytes === undefined) {
    bytes = zlib.gzipSync(fs.readFileSync(file)).length;
    gzipCache.set(file, bytes);
  }
  return bytes;
}

/** The same-site path of a `src` or `href`, or undefined for another origin. */
function sitePath(value: string, pageUrl: string): string | undefined {
  const url = new URL(value, 'https://socket.io' + pageUrl);
  return url.origin === 'https://socket.io' ? url.pathname : undefined;
}

/**
 * The scripts and stylesheets a page's HTML loads before the reader can interact: every `<script src>` (main.js
 * and the route's chunks, async or deferred, run before hydration ends), every stylesheet, and every file it
 * preloads. Prefetches are left out: the browser fetches them at idle priority for a later page.
 */
export function initialAssets(html: string, pageUrl: string): {js: string[]; css: string[]} {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const tag of tags(html, 'script')) for (const src of attributeValues(tag, 'src')) js.add(src);
  for (const tag of tags(html, 'link')) {
    const rel = attributeValues(tag, 'rel')[0] ?? '';
    const as = attributeValues(tag, 'as')[0] ?? '';
    const href = attributeValues(tag, 'href')[0];
    if (!href) continue;
    if (/\bstylesheet\b/.test(rel) || (/\bpreload\b/.test(rel) && as === 'style')) css.add(href);
    else if (/\bmodulepreload\b/.test(rel) || (/\bpreload\b/.test(rel) && as === 'script')) js.add(href);
  }
  const files = (values: Set<string>) =>
    [...values].flatMap((value) => {
      const urlPath = sitePath(value, pageUrl);
      return urlPath === undefined ? [] : [urlPath];
    });
  return {js: files(js), css: files(css)};
}

test('every page of every locale loads at most 150 KB of JavaScript (gzip) before interaction', (t) => {
  const pages = builtPages();
  assert.ok(pages.length > 800, `the build has the pages of all four locales (${pages.length} found)`);
  const weights = pages.map((page) => {
    const {js, css} = initialAssets(page.html, page.url);
    const sum = (paths: string[]) =>
      paths.reduce((total, urlPath) => {
        const file = fileForPath(urlPath);
        assert.ok(file, `${page.url} loads ${urlPath}, which the build has`);
        return total + gzipBytes(file);
      }, 0);
    return {url: page.url, js: sum(js), css: sum(css), scripts: js.length};
  });
  weights.sort((a, b) => b.js - a.js);
  t.diagnostic('heaviest pages (JS gzip, CSS gzip, script files):');
  for (const weight of weights.slice(0, 8)) {
    t.diagnostic(`  ${weight.url}  ${kb(weight.js)}  ${kb(weight.css)}  ${weight.scripts}`);
  }
  const over = weights.filter((weight) => weight.js > jsBudget).map((weight) => `${weight.url}: ${kb(weight.js)} of JavaScript`);
  assert.deepEqual(over, [], `pages over the ${kb(jsBudget)} budget`);
});
