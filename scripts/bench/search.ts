import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type {AddressInfo} from 'node:net';
import {chromium, type Page} from '@playwright/test';
import {createStaticSiteHandler} from '../serve/staticSite';
import {chromiumArgs, chromiumPath} from '../../tests/helpers/chromium';
import {createLocalSearchClient} from '../../plugins/local-search/client/searchClient';

const siteDir = path.resolve(__dirname, '../..');

/** Fixed queries for the timing: words, prefixes being typed, accents left out, typos, plurals, API names. */
export const benchQueries = [
  'sala', 'salas', 'sal', 'conexao', 'conexão', 'conexões', 'reconexão', 'reconex', 'evento', 'eventos',
  'emitir', 'emit', 'emitWithAck', 'broadcast', 'namespace', 'namespaces', 'middleware', 'middlewares', 'adaptador', 'adaptadores',
  'redis', 'cluster', 'servidor', 'servidores', 'servdor', 'cliente', 'clientes', 'clinte', 'socket.join', 'io.to',
  'confirmação', 'confirmacao', 'recuperação do estado', 'garantias de entrega', 'entrega', 'cors', 'proxy reverso', 'nginx', 'typescript', 'testes',
  'desconexão', 'disconnect', 'handshake', 'transporte', 'websocket', 'long-polling', 'polling', 'memória', 'desempenho', 'solução de problemas',
];

/** The facet filters DocSearch sends from a pt-br 4.x docs page. */
const ptBrV4 = ['language:pt-br', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

const gzipSize = (body: Buffer) => zlib.gzipSync(body).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Responses of a page, with their (uncompressed) bodies. */
function recordResponses(page: Page) {
  const responses: {url: string; body: Buffer}[] = [];
  page.on('response', async (response) => {
    try {
      responses.push({url: response.url(), body: await response.body()});
    } catch {
      // redirects and aborted requests have no body
    }
  });
  return responses;
}

/** A response that belongs to the search's first use: an index shard, the modal's code, or the search client. */
function isSearchOnUse({url, body}: {url: string; body: Buffer}): boolean {
  if (url.includes('/search-index/')) return true;
  if (!/\.js$/.test(new URL(url).pathname)) return false;
  const text = body.toString('utf8');
  return text.includes('DocSearch-Modal') || text.includes('MiniSearch: duplicate ID') || text.includes('search-index/');
}

/**
 * Docusaurus puts every stylesheet, lazy ones included, in the site's one CSS file: DocSearch's rules
 * (and the search page's) arrive with it, as they do in Algolia mode. Their approximate gzipped size.
 */
function searchCssBytes(css: string): number {
  const rules = css.match(/[^{}]*(?:DocSearch|docsearch)[^{}]*\{[^{}]*\}/g) ?? [];
  return rules.length ? zlib.gzipSync(rules.join('')).length : 0;
}

async function browserFigures(buildDir: string) {
  const server = http.createServer(createStaticSiteHandler(buildDir));
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    const beforeUse: string[] = [];
    let cssBytes = 0;
    for (const route of ['/pt-br/', '/pt-br/docs/v4/']) {
      const page = await browser.newPage();
      const responses = recordResponses(page);
      await page.goto(origin + route, {waitUntil: 'networkidle'});
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await page.waitForTimeout(500);
      const bytes = responses.filter(isSearchOnUse).reduce((sum, response) => sum + gzipSize(response.body), 0);
      beforeUse.push(`${route} ${kb(bytes)}`);
      const stylesheet = responses.find((response) => /\/styles\.[^/]*\.css$/.test(response.url));
      if (stylesheet) cssBytes = searchCssBytes(stylesheet.body.toString('utf8'));
      await page.close();
    }
    console.log(`search bytes on a page before first use (index, modal and client code; budget 0): ${beforeUse.join(', ')}`);
    console.log(`DocSearch rules inside the site's stylesheet (Docusaurus merges all CSS, as in Algolia mode): about ${kb(cssBytes)} gzip`);

    const page = await browser.newPage();
    await page.goto(`${origin}/pt-br/docs/v4/`, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const responses = recordResponses(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input:focus').waitFor();
    await page.keyboard.type('sala');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.waitForTimeout(300);
    const shards = responses.filter((response) => response.url.includes('/search-index/'));
    const indexBytes = shards.reduce((sum, response) => sum + gzipSize(response.body), 0);
    const code = responses.filter((response) => /\.(js|css)$/.test(new URL(response.url).pathname));
    const codeBytes = code.reduce((sum, response) => sum + gzipSize(response.body), 0);
    console.log(
      `index downloaded for the first query, pt-br 4.x: ${kb(indexBytes)} gzip` +
        ` (${shards.map((response) => new URL(response.url).pathname.split('/').slice(-2).join('/')).join(' + ')});` +
        ` modal and client code fetched on opening: ${kb(codeBytes)} gzip (DocSearch's modal, as in Algolia mode, and the engine;` +
        ` the 150 KB budget counts the index and the engine, printed by search-relevance)`,
    );
    // Later queries on the same page: bytes fetched, and time from the input event that completes the query
    // (as a keystroke sends it) to the first frame showing results that differ from the previous query's.
    const later: string[] = [];
    for (const query of ['transmitir para todos', 'recuperacao do estdo', 'emitWithAck', 'sesoes persistentes', 'adaptador redis']) {
      const before = responses.length;
      const elapsed = await page.evaluate(async (text) => {
        const input = document.querySelector<HTMLInputElement>('.DocSearch-Input')!;
        const previous = document.querySelector('.DocSearch-Dropdown')?.innerHTML;
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        const started = performance.now();
        setValue.call(input, text);
        input.dispatchEvent(new Event('input', {bubbles: true}));
        while (performance.now() - started < 5000) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          const now = document.querySelector('.DocSearch-Dropdown')?.innerHTML;
          if (now !== previous && document.querySelector('.DocSearch-Hit') && !document.querySelector('.DocSearch-Container--Stalled')) {
            return Math.round(performance.now() - started);
          }
        }
        return -1;
      }, query);
      await page.waitForTimeout(300);
      const bytes = responses.slice(before).reduce((sum, response) => sum + gzipSize(response.body), 0);
      later.push(`"${query}" ${kb(bytes)} ${elapsed} ms`);
    }
    console.log(`later queries (bytes fetched, last keystroke → results on screen; budgets 30 KB, 100 ms): ${later.join('; ')}`);
    await page.close();
  } finally {
    await browser.close();
    server.close();
  }
}

async function queryTimes(buildDir: string) {
  const readFromBuild = async (url: string) => {
    const file = path.join(buildDir, decodeURIComponent(url));
    const body = await fs.promises.readFile(file, 'utf8');
    return {ok: true, status: 200, json: async () => JSON.parse(body) as unknown};
  };
  const client = createLocalSearchClient({baseUrl: '/pt-br/', fetch: readFromBuild});
  const request = (query: string) => ({requests: [{query, facetFilters: ptBrV4, hitsPerPage: 20, attributesToSnippet: ['content:15']}]});
  let started = performance.now();
  await client.search(request('sala'));
  const firstQuery = performance.now() - started;
  const times: number[] = [];
  let hits = 0;
  for (const query of benchQueries) {
    started = performance.now();
    const {results} = await client.search(request(query));
    times.push(performance.now() - started);
    if (results[0]!.nbHits > 0) hits += 1;
  }
  console.log(
    `query time, pt-br 4.x, ${benchQueries.length} queries (Node.js): median ${median(times).toFixed(2)} ms,` +
      ` max ${Math.max(...times).toFixed(2)} ms; first query with index load ${firstQuery.toFixed(0)} ms;` +
      ` ${hits}/${benchQueries.length} queries with hits`,
  );
}

/** `npm run bench`: the search's figures on the built site (BUILD_DIR, default build/). */
export async function benchSearch() {
  const buildDir = path.resolve(siteDir, process.env.BUILD_DIR ?? 'build');
  const manifestFile = path.join(buildDir, 'pt-br/search-index/manifest.json');
  if (!fs.existsSync(manifestFile)) {
    console.log(`search: no pt-br search index in ${buildDir} (build the site first)`);
    return;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {shards: {tag: string; records: number; gzipBytes: number; chunks: number; chunkGzipBytes: number}[]};
  console.log(
    `search index shards, pt-br (whole text): ${manifest.shards
      .map((shard) => `${shard.tag} ${shard.records} records ${kb(shard.gzipBytes)} + ${shard.chunks} chunks ${kb(shard.chunkGzipBytes)}`)
      .join('; ')}`,
  );
  await queryTimes(buildDir);
  await browserFigures(buildDir);
}

if (require.main === module) {
  benchSearch().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
