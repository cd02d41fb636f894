import fs from 'node:fs';
import path from 'node:path';
import {createLocalSearchClient, type LocalSearchHit} from '../../plugins/local-search/client/searchClient';
import {defaultRankingWeights, type RankingWeights} from '../../plugins/local-search/client/ranking';
import {builtLocales} from './search-relevance/locales';
import {inReaderBlocks, readQueries, type RelevanceQuery} from './search-relevance/queries';
import {scoreRankings, type Ranking} from './search-relevance/score';

// `npx tsx scripts/bench/search-tune.ts`: chooses the ranking weights (plugins/local-search/client/ranking.ts) on
// the relevance benchmark's tuning queries of every built locale (BUILD_DIR, default build/), by coordinate descent
// from the current defaults: each weight in turn takes the value of its grid with the best MRR (hits@3, then hits@1
// break ties; a tie keeps the current value), until a round changes nothing. The held-out queries are never read
// here. Prints every step and the weights chosen. `'{"nameBonus": 0.5}'` as argument only scores the defaults
// changed by that JSON, and both the defaults and it on the reader questions' tuning halves apart (the even and the
// odd blocks, the newest block: see readerHalves). SEARCH_TUNE_READERS=1 tunes on the tuning halves of the pt-br
// reader questions only (the blocks written from GitHub threads, which the short queries of the first sets no longer
// tell apart: see the plugin's README); the weights it chooses are then scored on every tuning query without it.

const siteDir = path.resolve(__dirname, '../..');
const buildDir = path.resolve(siteDir, process.env.BUILD_DIR ?? 'build');
const versionTags: Record<string, string> = {v4: 'docs-default-current', v3: 'docs-default-3.x', v2: 'docs-default-2.x'};

const grid: Partial<Record<keyof RankingWeights, number[]>> = {
  headingBoost: [2, 3, 4, 6, 8],
  pageRecordBoost: [1, 1.5, 2, 3],
  lengthNormalization: [0.3, 0.5, 0.7, 0.9],
  nextRecords: [0, 0.1, 0.25, 0.5],
  recordsCounted: [2, 3, 5, 8],
  missingWord: [0.3, 0.5, 0.7, 0.9],
  nameShare: [0, 0.5, 1, 2, 3, 4],
  nameCover: [0, 0.5, 1, 2, 3, 4],
  nameBonus: [0, 0.25, 0.5, 1, 2],
  inexactName: [0, 0.25, 0.5, 0.75, 1],
  lessNamed: [0.25, 0.5, 0.75, 1],
  sectionName: [0, 0.5, 1, 2, 4],
  subsectionName: [0, 0.25, 0.5, 1],
  seriesStep: [0, 0.05, 0.1, 0.2, 0.4],
  pageSize: [0, 0.025, 0.05, 0.075, 0.1],
  coordPower: [0, 1, 1.5, 2, 3],
  coordMin: [3, 4, 5, 6],
  proximity: [0, 0.5, 1, 1.5],
};

type Locale = {locale: string; dir: string; baseUrl: string; queries: RelevanceQuery[]};

/** Parsed index files, shared by every client (nothing mutates them). */
const files = new Map<string, unknown>();

function client(locale: Locale, ranking: RankingWeights) {
  return createLocalSearchClient({
    baseUrl: locale.baseUrl,
    ranking,
    fetch: async (url: string) => {
      const file = path.join(buildDir, locale.dir, decodeURIComponent(url.slice(locale.baseUrl.length)));
      if (!files.has(file)) {
        if (!fs.existsSync(file)) return {ok: false, status: 404, json: async () => null};
        files.set(file, JSON.parse(fs.readFileSync(file, 'utf8')));
      }
      return {ok: true, status: 200, json: async () => files.get(file)};
    },
  });
}

function pagesOf(hits: LocalSearchHit[], baseUrl: string): string[] {
  const pages = hits.map((hit) => {
    const pathname = new URL(hit.url_without_anchor).pathname;
    return pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
  });
  return [...new Set(pages)];
}

async function evaluate(locales: Locale[], ranking: RankingWeights) {
  return scoreRankings(await rank(locales, ranking));
}

async function rank(locales: Locale[], ranking: RankingWeights): Promise<Ranking[]> {
  const rankings: Ranking[] = [];
  for (const locale of locales) {
    const clients = new Map<string, ReturnType<typeof client>>();
    for (const query of locale.queries) {
      if (!clients.has(query.context)) clients.set(query.context, client(locale, ranking));
      const facetFilters = [`language:${locale.locale}`, ['docusaurus_tag:default', `docusaurus_tag:${versionTags[query.context]}`]];
      const {results} = await clients.get(query.context)!.search({requests: [{query: query.query, facetFilters, hitsPerPage: 20}]});
      rankings.push({query, pages: pagesOf(results[0]!.hits, locale.baseUrl)});
    }
  }
  return rankings;
}

/**
 * The tuning halves of the pt-br reader questions apart: the even and the odd blocks, and the newest block, which no
 * choice has seen until the next one is written. The weights were chosen on these halves, so a change measured on all
 * of them is measured against weights fitted to them: one that holds on both sets of blocks and on the newest is less
 * likely to be fitted to a few questions (see the plugin's README).
 */
function readerHalves(rankings: Ranking[]): [string, Ranking[]][] {
  const file = readQueries(path.join(__dirname, 'search-relevance/queries.pt-br.tsv'));
  const blocks = inReaderBlocks(file.filter((query) => query.source));
  const blockOf = new Map<string, number>();
  blocks.forEach((block, n) => block.forEach((query) => blockOf.set(query.query, n)));
  const readers = rankings.filter((ranking) => ranking.query.source && blockOf.has(ranking.query.query));
  if (readers.length === 0) return [];
  const inBlocks = (keep: (block: number) => boolean) => readers.filter((ranking) => keep(blockOf.get(ranking.query.query)!));
  return [
    ['even blocks', inBlocks((block) => block % 2 === 0)],
    ['odd blocks', inBlocks((block) => block % 2 === 1)],
    [`block ${blocks.length} (the newest)`, inBlocks((block) => block === blocks.length - 1)],
  ];
}

type Score = Awaited<ReturnType<typeof evaluate>>;
const better = (a: Score, b: Score) =>
  a.mrr - b.mrr > 1e-9 || (Math.abs(a.mrr - b.mrr) <= 1e-9 && (a.hitsAt3 > b.hitsAt3 || (a.hitsAt3 === b.hitsAt3 && a.hitsAt1 > b.hitsAt1)));
const show = (score: Score) => `MRR ${score.mrr.toFixed(4)}  hits@1 ${(score.hitsAt1 * 100).toFixed(1)} %  hits@3 ${(score.hitsAt3 * 100).toFixed(1)} %`;

async function main() {
  const locales: Locale[] = builtLocales
    .filter(({dir}) => fs.existsSync(path.join(buildDir, dir, 'search-index')))
    .map((locale) => ({
      ...locale,
      queries: readQueries(path.join(__dirname, `search-relevance/queries.${locale.locale}.tsv`)).filter((query) => query.split === 'tune' && (!process.env.SEARCH_TUNE_READERS || !!query.source)),
    }));
  console.log(`tuning queries: ${locales.map((locale) => `${locale.locale} ${locale.queries.length}`).join(', ')}`);
  let weights: RankingWeights = {...defaultRankingWeights};
  const defaults = await rank(locales, weights);
  let best = scoreRankings(defaults);
  const only = process.argv[2];
  const report = (label: string, rankings: Ranking[]) => {
    console.log(`${label}: ${show(scoreRankings(rankings))}`);
    if (!only) return;
    for (const [half, subset] of readerHalves(rankings)) console.log(`  reader questions' tuning halves, ${half} (${subset.length}): ${show(scoreRankings(subset))}`);
  };
  report('defaults', defaults);
  if (only) {
    report(only, await rank(locales, {...weights, ...(JSON.parse(only) as Partial<RankingWeights>)}));
    return;
  }
  for (let round = 1; round <= 4; round += 1) {
    let changed = false;
    for (const [key, values] of Object.entries(grid) as [keyof RankingWeights, number[]][]) {
      for (const value of values) {
        if (value === weights[key]) continue;
        const candidate = {...weights, [key]: value};
        const score = await evaluate(locales, candidate);
        if (better(score, best)) {
          console.log(`round ${round}: ${key} ${weights[key]} → ${value}: ${show(score)}`);
          weights = candidate;
          best = score;
          changed = true;
        }
      }
    }
    if (!changed) break;
  }
  console.log(`chosen: ${JSON.stringify(weights)}\n${show(best)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
