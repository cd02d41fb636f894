import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createLocalSearchClient} from '../../plugins/local-search/client/searchClient';
import {engineBytes} from '../../scripts/bench/search-relevance/engineBytes';
import {builtLocales} from '../../scripts/bench/search-relevance/locales';
import {readQueries} from '../../scripts/bench/search-relevance/queries';
import {buildDir} from '../helpers/builtSite';
import {gzipBytes} from '../helpers/pageWeight';

// The search's first-query budget, asserted on the build as a byte count: what a reader's first query on a 4.x
// docs page downloads (the shards its filters name and the chunks of its words, as a gzip client receives them:
// their precompressed .gz twins, tests/helpers/pageWeight) plus the search engine
// (client, MiniSearch, stemmers, minified and gzipped), for each 4.x query of each locale's relevance benchmark
// typed as a first query. The modal's own code (DocSearch, the same in Algolia mode) is not counted (see the
// plugin README).
const budget = 150 * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('a first search on a 4.x page of every locale downloads at most 150 KB (gzip) of index and engine', async (t) => {
  const engine = await engineBytes();
  const over: string[] = [];
  for (const {locale, dir, baseUrl} of builtLocales) {
    const localeDir = path.join(buildDir, dir);
    assert.ok(fs.existsSync(path.join(localeDir, 'search-index')), `the ${locale} build has its search index`);
    const queries = readQueries(path.resolve(__dirname, `../../scripts/bench/search-relevance/queries.${locale}.tsv`)).filter(
      (query) => query.context === 'v4',
    );
    let most = 0;
    let heaviest = '';
    for (const {query} of queries) {
      let bytes = 0;
      const client = createLocalSearchClient({
        baseUrl,
        fetch: async (url: string) => {
          const file = path.join(localeDir, decodeURIComponent(url.slice(baseUrl.length)));
          if (!fs.existsSync(file)) return {ok: false, status: 404, json: async () => null};
          const body = fs.readFileSync(file);
          bytes += gzipBytes(file);
          return {ok: true, status: 200, json: async () => JSON.parse(body.toString('utf8')) as unknown};
        },
      });
      await client.search({requests: [{query, facetFilters: [`language:${locale}`, ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]}]});
      if (bytes > most) [most, heaviest] = [bytes, query];
    }
    t.diagnostic(`${locale}: index ${kb(most)} ("${heaviest}") + engine ${kb(engine)} = ${kb(most + engine)}`);
    if (most + engine > budget) over.push(`${locale}: ${kb(most + engine)}`);
  }
  assert.deepEqual(over, [], `first queries over the ${kb(budget)} budget`);
});
