import fs from 'node:fs';
import zlib from 'node:zlib';
import {attributeValues, buildDir, fileForPath, tags} from './builtSite';

// What a page's HTML makes the browser download before the reader can use the page, compressed as the servers send
// it to a gzip client: the file's `.gz` twin when the build wrote one (plugins/precompress: zopfli; scripts/serve and
// nginx's gzip_static send it), else the file gzipped at zlib's default level (scripts/serve's on-the-fly gzip).
// Brotli clients get less (the `.br` twin). The budget test asserts it; `npm run bench -- tricks` compares it
// between builds.

const gzipCache = new Map<string, number>();

/** The bytes a gzip client receives for a file of the build: its precompressed `.gz` twin, or the file gzipped. */
export function gzipBytes(file: string): number {
  let bytes = gzipCache.get(file);
  if (bytes === undefined) {
    bytes = fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : zlib.gzipSync(fs.readFileSync(file)).length;
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
 * and the route's chunks, async or deferred, run before hydration ends), every stylesheet, every file it preloads,
 * and every script it names for its start-up (`<link data-startup>`: plugins/performance/route-chunk-scripts, fetched
 * and run once the page is painted). Prefetches are left out: the browser fetches them at idle priority for a later
 * page.
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
    else if (/\bmodulepreload\b/.test(rel) || (/\bpreload\b/.test(rel) && as === 'script') || /\bdata-startup=/.test(tag)) js.add(href);
  }
  const files = (values: Set<string>) =>
    [...values].flatMap((value) => {
      const urlPath = sitePath(value, pageUrl);
      return urlPath === undefined ? [] : [urlPath];
    });
  return {js: files(js), css: files(css)};
}

export type PageWeight = {js: number; css: number; scripts: number};

/** The gzip bytes of JavaScript and CSS a page of the build in `dir` loads before interaction. */
export function pageWeight(html: string, pageUrl: string, dir = buildDir): PageWeight {
  const {js, css} = initialAssets(html, pageUrl);
  const sum = (paths: string[]) =>
    paths.reduce((total, urlPath) => {
      const file = fileForPath(urlPath, dir);
      if (!file) throw new Error(`${pageUrl} loads ${urlPath}, which the build in ${dir} does not have`);
      return total + gzipBytes(file);
    }, 0);
  return {js: sum(js), css: sum(css), scripts: js.length};
}
