import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {createLocalSearchClient, type LocalSearchHit} from '../../plugins/local-search/client/searchClient';
import {engineBytes} from './search-relevance/engineBytes';
import {builtLocales} from './search-relevance/locales';
import {inReaderBlocks, readQueries, type RelevanceQuery} from './search-relevance/queries';
import {scoreRankings, wilsonInterval, type Ranking} from './search-relevance/score';

// `npm run bench -- search-relevance`: the committed reader queries (search-relevance/queries.<locale>.tsv)
// against the index of the built site (BUILD_DIR, default build/), with the facet filters DocSearch sends
// from a page of the docs version the query names. Prints hits@1, hits@3, MRR, zero results, every miss,
// and the gzipped bytes a query downloads. Each locale's figures are also given for the tuning queries and the
// held-out ones (the weights are never tuned on those: see search-relevance/queries.ts), for pt-br the held-out
// half of each block of reader questions too, and how much of the first five hits one page takes. The misses of
// held-out queries are counted, not shown (SEARCH_SHOW_HELD_OUT=1 shows them).

const siteDir = path.resolve(__dirname, '../..');
const buildDir = path.resolve(siteDir, process.env.BUILD_DIR ?? 'build');
const showHeldOut = process.env.SEARCH_SHOW_HELD_OUT === '1';


const versionTags: Record<string, string> = {v4: 'docs-default-current', v3: 'docs-default-3.x', v2: 'docs-default-2.x'};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[sorted.length >> 1]!;
}

/** A client reading the build's files, counting the gzipped bytes of every file it fetches. */
function countingClient(localeDir: string, baseUrl: string) {
  const fetched: number[] = [];
  const client = createLocalSearchClient({
    baseUrl,
    fetch: async (url: string) => {
      const file = path.join(buildDir, localeDir, decodeURIComponent(url.slice(baseUrl.length)));
      if (!fs.existsSync(file)) return {ok: false, status: 404, json: async () => null};
      const body = await fs.promises.readFile(file);
      fetched.push(zlib.gzipSync(body).length);
      return {ok: true, status: 200, json: async () => JSON.parse(body.toString('utf8')) as unknown};
    },
  });
  const take = () => fetched.splice(0).reduce((sum, bytes) => sum + bytes, 0);
  return {client, take};
}

/** A hit's page, as a path under the locale's base URL. */
function pageOf(hit: LocalSearchHit, baseUrl: string): string {
  const pathname = new URL(hit.url_without_anchor).pathname;
  return pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
}

/** The pages of the hits in the order they come first. */
function pagesOf(hits: LocalSearchHit[], baseUrl: string): string[] {
  return [...new Set(hits.map((hit) => pageOf(hit, baseUrl)))];
}

/**
 * How much of the first five hits one page takes: the most hits of one page among them (its head counted, and
 * its sections only), whether a page takes more than two of them while a page not among them has a hit after them, and
 * whether they show a single page when two pages or more answer.
 */
function topFive(hits: LocalSearchHit[], baseUrl: string) {
  const first = hits.slice(0, 5);
  const all = new Map<string, number>();
  const sections = new Map<string, number>();
  for (const hit of first) {
    const page = pageOf(hit, baseUrl);
    all.set(page, (all.get(page) ?? 0) + 1);
    if (hit.anchor) sections.set(page, (sections.get(page) ?? 0) + 1);
  }
  const crowding = [...all].filter(([, count]) => count > 2).map(([page]) => page);
  // Crowded: a page takes more than two of them while a page missing from them has a hit after them. Two pages
  // answering with two sections each fill five hits with one of them three times, crowding no other page out.
  const crowded = crowding.length > 0 && hits.slice(5).some((hit) => !all.has(pageOf(hit, baseUrl)));
  const pagesAnswering = pagesOf(hits, baseUrl).length;
  return {first: first.map((hit) => `${pageOf(hit, baseUrl)}${hit.anchor ? `#${hit.anchor}` : ''}`), most: Math.max(0, ...all.values()), mostSections: Math.max(0, ...sections.values()), crowded, oneFills: pagesAnswering >= 2 && all.size < 2};
}

function printScores(label: string, rankings: Ranking[]) {
  if (rankings.length === 0) return;
  const score = scoreRankings(rankings);
  const interval = (share: number) => wilsonInterval(share, rankings.length).map((bound) => (bound * 100).toFixed(1)).join('–');
  console.log(
    `${label}: ${rankings.length} queries  hits@1 ${percent(score.hitsAt1)} (95 %: ${interval(score.hitsAt1)})  hits@3 ${percent(score.hitsAt3)}` +
      ` (95 %: ${interval(score.hitsAt3)})  MRR ${score.mrr.toFixed(3)}  zero results ${score.zero.length}`,
  );
}

async function benchLocale(locale: string, localeDir: string, baseUrl: string, queries: RelevanceQuery[]) {
  const rankings: Ranking[] = [];
  const laterBytes: number[] = [];
  const times: number[] = [];
  const firstBytes: number[] = [];
  const fives: ReturnType<typeof topFive>[] = [];
  // One client per docs version, as a reader on pages of that version would have.
  const clients = new Map<string, ReturnType<typeof countingClient>>();
  for (const query of queries) {
    let counting = clients.get(query.context);
    const first = !counting;
    if (!counting) {
      counting = countingClient(localeDir, baseUrl);
      clients.set(query.context, counting);
    }
    const facetFilters = [`language:${locale}`, ['docusaurus_tag:default', `docusaurus_tag:${versionTags[query.context]}`]];
    const started = performance.now();
    const {results} = await counting.client.search({requests: [{query: query.query, facetFilters, hitsPerPage: 20}]});
    const elapsed = performance.now() - started;
    const bytes = counting.take();
    if (first) firstBytes.push(bytes);
    else {
      laterBytes.push(bytes);
      times.push(elapsed);
    }
    rankings.push({query, pages: pagesOf(results[0]!.hits, baseUrl)});
    fives.push(topFive(results[0]!.hits, baseUrl));
  }
  const score = scoreRankings(rankings);
  printScores(`${locale}, all`, rankings);
  printScores(`${locale}, tuning`, rankings.filter((ranking) => ranking.query.split === 'tune'));
  printScores(`${locale}, held-out`, rankings.filter((ranking) => ranking.query.split === 'held-out'));
  if (locale === 'pt-br') {
    // Each block of reader questions is measured blind once, right after it is written: its held-out half, alone.
    const readers = rankings.filter((ranking) => ranking.query.source);
    inReaderBlocks(readers).forEach((block, index) => {
      printScores(`${locale}, held-out, reader block ${index + 1}`, block.filter((ranking) => ranking.query.split === 'held-out'));
      printScores(`${locale}, tuning, reader block ${index + 1}`, block.filter((ranking) => ranking.query.split === 'tune'));
    });
  }
  const over = (limit: number, key: 'most' | 'mostSections') => fives.filter((five) => five[key] > limit).length;
  console.log(
    `${locale}: first five hits: one page more than twice in ${over(2, 'most')} queries (${fives.filter((five) => five.crowded).length} while a page not among them had more to show),` +
      ` more than three times in ${over(3, 'most')}; more than two sections of one page in ${over(2, 'mostSections')};` +
      ` a single page though others answer in ${fives.filter((five) => five.oneFills).length}`,
  );
  fives.forEach((five, index) => {
    if (five.crowded) console.log(`  crowded: "${rankings[index]!.query.query}": ${five.first.join(', ')}`);
  });
  console.log(
    `${locale}: index bytes (gzip): first query ${kb(Math.max(0, ...firstBytes))} (the largest of a 4.x/3.x/2.x page's); later queries median ${kb(median(laterBytes))},` +
      ` max ${kb(Math.max(0, ...laterBytes))}; query time once loaded (Node.js) median ${median(times).toFixed(1)} ms,` +
      ` max ${Math.max(0, ...times).toFixed(1)} ms`,
  );
  const v4 = scoreRankings(rankings.filter((ranking) => ranking.query.context === 'v4'));
  console.log(`${locale}, 4.x context only (the set Pagefind is measured on): hits@1 ${percent(v4.hitsAt1)}  hits@3 ${percent(v4.hitsAt3)}  MRR ${v4.mrr.toFixed(3)}`);
  // Held-out misses stay unread unless asked for: whoever tunes the ranking runs this bench, and reading them would
  // tune on them. Their count is printed, so a run shows how many there are.
  const heldOutMisses = score.misses.filter((miss) => miss.query.split === 'held-out');
  if (heldOutMisses.length > 0 && !showHeldOut) console.log(`  (${heldOutMisses.length} held-out misses not shown: SEARCH_SHOW_HELD_OUT=1 shows them)`);
  for (const miss of score.misses.filter((miss) => showHeldOut || miss.query.split !== 'held-out')) {
    const where = miss.rank === null ? 'not in the results' : `rank ${miss.rank}`;
    console.log(`  miss [${miss.query.context}${miss.query.split === 'held-out' ? ', held-out' : ''}] "${miss.query.query}" → ${miss.query.expected.join(' | ')}: ${where}; first: ${miss.pages.slice(0, 3).join(', ') || '(nothing)'}`);
  }
}

async function main() {
  if (!builtLocales.some(({dir}) => fs.existsSync(path.join(buildDir, dir, 'search-index')))) {
    console.log(`search-relevance: no search index in ${buildDir} (build the site first: npx docusaurus build --locale en --locale pt-br)`);
    return;
  }
  console.log(`engine (search client and its libraries, minified, gzip): ${kb(await engineBytes())}`);
  for (const {locale, dir, baseUrl} of builtLocales) {
    const file = path.join(__dirname, `search-relevance/queries.${locale}.tsv`);
    if (!fs.existsSync(path.join(buildDir, dir, 'search-index'))) {
      console.log(`${locale}: not built`);
      continue;
    }
    await benchLocale(locale, dir, baseUrl, readQueries(file));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
