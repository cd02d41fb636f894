import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type {AddressInfo} from 'node:net';
import {chromium} from '@playwright/test';
import {createStaticSiteHandler} from '../serve/staticSite';
import {chromiumArgs, chromiumPath} from '../../tests/helpers/chromium';
import {readQueries} from './search-relevance/queries';
import {scoreRankings, type Ranking} from './search-relevance/score';

// `npx tsx scripts/bench/search-relevance-pagefind.ts`: Pagefind (npm `pagefind`, not a dependency of the
// site: `npm install --no-save pagefind@1.6.0` first) on the same reader queries and the same built pages as
// `npm run bench -- search-relevance`, for the 4.x context (pages of docs 3.x and 2.x left out of its index,
// as the docusaurus_tag filter leaves them out of ours). Pagefind indexes each page's <main>, Portuguese
// stemming; its search runs in Chromium, where it is meant to run, and the bytes are those it downloads
// (its index files come gzipped; its script is gzipped here).

const siteDir = path.resolve(__dirname, '../..');
const buildDir = path.resolve(siteDir, process.env.BUILD_DIR ?? 'build');

type PagefindModule = {
  createIndex(config: {forceLanguage?: string}): Promise<{
    errors: string[];
    index?: {
      addHTMLFile(file: {url: string; content: string}): Promise<{errors: string[]}>;
      writeFiles(options: {outputPath: string}): Promise<{errors: string[]}>;
    };
  }>;
  close(): Promise<void>;
};

function htmlFiles(dir: string, relative = ''): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, relative), {withFileTypes: true})) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (['assets', 'search-index', 'search', 'pagefind'].includes(entry.name) || /^docs\/v[23]$/.test(child)) continue;
      files.push(...htmlFiles(dir, child));
    } else if (entry.name === 'index.html') {
      files.push(child);
    }
  }
  return files;
}

async function main() {
  const localeDir = path.join(buildDir, 'pt-br');
  // Not a dependency of the site: named through a variable so the type check does not look for it.
  const packageName = 'pagefind';
  const pagefind = (await import(packageName)) as PagefindModule;
  const siteCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-bench-'));
  const {index, errors} = await pagefind.createIndex({forceLanguage: 'pt'});
  if (!index) throw new Error(errors.join('\n'));
  let pages = 0;
  for (const file of htmlFiles(localeDir)) {
    // Pagefind indexes the element marked data-pagefind-body: the page's <main>, not the navbar, sidebar or footer.
    const content = fs.readFileSync(path.join(localeDir, file), 'utf8').replace(/<main\b/, '<main data-pagefind-body');
    await index.addHTMLFile({url: `/${file.replace(/index\.html$/, '')}`, content});
    pages += 1;
  }
  await index.writeFiles({outputPath: path.join(siteCopy, 'pagefind')});
  await pagefind.close();
  const indexBytes = fs.readdirSync(path.join(siteCopy, 'pagefind'), {recursive: true}).reduce<number>((sum, name) => {
    const file = path.join(siteCopy, 'pagefind', String(name));
    return fs.statSync(file).isFile() ? sum + fs.statSync(file).size : sum;
  }, 0);
  fs.writeFileSync(path.join(siteCopy, 'index.html'), '<!doctype html><title>pagefind</title>');
  fs.writeFileSync(path.join(siteCopy, '404.html'), '<!doctype html><title>404</title>');

  const server = http.createServer(createStaticSiteHandler(siteCopy));
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    const page = await browser.newPage();
    const sizes: number[] = [];
    page.on('response', async (response) => {
      try {
        const body = await response.body();
        // Pagefind's index files are gzipped already; its script is text, counted gzipped.
        sizes.push(/\.(js|css)$/.test(new URL(response.url()).pathname) ? zlib.gzipSync(body).length : body.length);
      } catch {
        // no body
      }
    });
    await page.goto(`${origin}/`);
    const take = () => sizes.splice(0).reduce((sum, bytes) => sum + bytes, 0);
    take();
    await page.evaluate(async () => {
      const module = await import(`${location.origin}/pagefind/pagefind.js`);
      (window as unknown as {pf: unknown}).pf = module;
      await module.init();
    });
    const queries = readQueries(path.join(__dirname, 'search-relevance/queries.pt-br.tsv')).filter((query) => query.context === 'v4');
    const rankings: Ranking[] = [];
    const bytes: number[] = [];
    const times: number[] = [];
    let first = 0;
    for (const [i, query] of queries.entries()) {
      const {urls, ms} = await page.evaluate(async (text) => {
        const pf = (window as unknown as {pf: {search(q: string): Promise<{results: {data(): Promise<{url: string}>}[]}>}}).pf;
        const started = performance.now();
        const search = await pf.search(text);
        // The first ten results' data, as a result list shows them.
        const data = await Promise.all(search.results.slice(0, 10).map((result) => result.data()));
        return {urls: data.map((result) => result.url), ms: performance.now() - started};
      }, query.query);
      await page.waitForTimeout(50);
      const fetched = take();
      if (i === 0) first = fetched;
      else {
        bytes.push(fetched);
        times.push(ms);
      }
      const pagesFound: string[] = [];
      for (const url of urls) {
        const pathname = url.replace(/index\.html$/, '').replace(/#.*$/, '');
        if (!pagesFound.includes(pathname)) pagesFound.push(pathname);
      }
      rankings.push({query, pages: pagesFound});
    }
    const score = scoreRankings(rankings);
    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    const median = (values: number[]) => sorted(values)[values.length >> 1] ?? 0;
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
    console.log(`pagefind 1.6.0, pt-br 4.x context: ${pages} pages, index files ${kb(indexBytes)} on disk`);
    console.log(
      `pagefind pt-br: ${queries.length} queries  hits@1 ${percent(score.hitsAt1)}  hits@3 ${percent(score.hitsAt3)}  MRR ${score.mrr.toFixed(3)}` +
        `  zero results ${percent(score.zeroRate)} (${score.zero.length})`,
    );
    console.log(
      `pagefind bytes: first query ${kb(first)} (script, WASM, index, fragments); later queries median ${kb(median(bytes))}, max ${kb(Math.max(0, ...bytes))};` +
        ` query time (Chromium, with the ten results' data) median ${median(times).toFixed(1)} ms, max ${Math.max(0, ...times).toFixed(1)} ms`,
    );
    for (const miss of score.misses) {
      console.log(`  miss "${miss.query.query}" → ${miss.query.expected.join(' | ')}: ${miss.rank === null ? 'not in the results' : `rank ${miss.rank}`}; first: ${miss.pages.slice(0, 3).join(', ') || '(nothing)'}`);
    }
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(siteCopy, {recursive: true, force: true});
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
