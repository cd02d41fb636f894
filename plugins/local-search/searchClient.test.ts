import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createLocalSearchClient, normalizeFacetFilters, type LocalSearchHit, type SearchRequest} from './client/searchClient';
import {addBaseUrl, processSearchResultUrl} from './client/urls';
import {fixtureFetch, fixtureFiles} from './fixtures/site';
import {algoliaConfig, searchResultUrlRewrite, searchSetup} from '../../config/search';

const files = fixtureFiles();

/** The filters DocSearch sends from a pt-br 4.x docs page with contextual search on. */
const ptBrV4 = ['language:pt-br', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
const ptBrV3 = ['language:pt-br', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-3.x']];

/** The parameters DocSearch 4.7's modal sends with each query. */
function docSearchRequest(query: string, facetFilters: unknown = ptBrV4): SearchRequest {
  return {
    query,
    indexName: 'local',
    attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
    attributesToSnippet: ['hierarchy.lvl1:15', 'hierarchy.lvl2:15', 'hierarchy.lvl3:15', 'hierarchy.lvl4:15', 'hierarchy.lvl5:15', 'hierarchy.lvl6:15', 'content:15'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
    facetFilters: facetFilters as SearchRequest['facetFilters'],
  };
}

function client() {
  const stub = fixtureFetch(files);
  return {client: createLocalSearchClient({baseUrl: '/', fetch: stub.fetch}), requested: stub.requested};
}

async function search(query: string, facetFilters: unknown = ptBrV4): Promise<LocalSearchHit[]> {
  const {results} = await client().client.search({requests: [docSearchRequest(query, facetFilters)]});
  return results[0]!.hits;
}

const where = (hit: LocalSearchHit) => hit.url.replace('https://socket.io', '');

test('the v5 shape answers one result per request, with Algolia fields', async () => {
  const {client: c, requested} = client();
  const {results} = await c.search({requests: [docSearchRequest('sala'), docSearchRequest('eventos')]});
  assert.equal(results.length, 2);
  const [first] = results;
  assert.equal(first!.query, 'sala');
  assert.equal(first!.page, 0);
  assert.equal(first!.hitsPerPage, 20);
  assert.equal(first!.nbHits, first!.hits.length);
  assert.equal(first!.nbPages, 1);
  const hit = first!.hits[0]!;
  for (const key of ['objectID', 'url', 'url_without_anchor', 'anchor', 'type', 'hierarchy', 'content', '_highlightResult', '_snippetResult']) {
    assert.ok(key in hit, key);
  }
  assert.match(hit.url, /^https:\/\/socket\.io\/pt-br\/docs\/v4\//);
  // Only the shards the filters name, each once, and chunks of their own index.
  assert.equal(new Set(requested).size, requested.length);
  assert.deepEqual(requested.filter((url) => !/\/\d+\.json$/.test(url)).sort(), ['/search-index/pt-br/default.json', '/search-index/pt-br/docs-default-current.json']);
  for (const url of requested) assert.match(url, /^\/search-index\/pt-br\/(default|docs-default-current)(\.json|\/\d+\.json)$/);
});

test('the legacy array shape: params as an object or as a URL-encoded string', async () => {
  const {client: c} = client();
  const {results} = await c.search([
    {indexName: 'local', params: {query: 'sala', facetFilters: ptBrV4, hitsPerPage: 2}},
    {indexName: 'local', params: `query=sala&hitsPerPage=2&page=1&facetFilters=${encodeURIComponent(JSON.stringify(ptBrV4))}`},
    {indexName: 'local', query: 'sala', params: {facetFilters: ptBrV4}},
  ]);
  assert.equal(results.length, 3);
  assert.equal(results[0]!.hits.length, 2);
  assert.equal(results[0]!.hitsPerPage, 2);
  assert.equal(results[1]!.page, 1);
  assert.equal(results[1]!.nbHits, results[0]!.nbHits);
  assert.ok(results[0]!.nbPages >= 2);
  assert.notDeepEqual(results[1]!.hits.map((hit) => hit.objectID), results[0]!.hits.map((hit) => hit.objectID));
  assert.equal(results[2]!.nbHits, results[0]!.nbHits);
});

test('facet filters select the locale and the docs version', async () => {
  const v4 = await search('sala', ptBrV4);
  assert.ok(v4.length > 0);
  assert.ok(v4.every((hit) => hit.language === 'pt-br' && ['default', 'docs-default-current'].includes(hit.docusaurus_tag)));
  assert.ok(v4.every((hit) => !where(hit).startsWith('/pt-br/docs/v3/')));

  const v3 = await search('sala', ptBrV3);
  assert.ok(v3.some((hit) => where(hit).startsWith('/pt-br/docs/v3/rooms/')));
  assert.ok(v3.every((hit) => !where(hit).startsWith('/pt-br/docs/v4/')));

  const en = await search('room', ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
  assert.ok(en.length > 0 && en.every((hit) => hit.language === 'en'));

  // Negation and a single string work as Algolia's do.
  const notV4 = await search('sala', ['language:pt-br', 'docusaurus_tag:-docs-default-current']);
  assert.ok(notV4.length > 0 && notV4.every((hit) => hit.docusaurus_tag !== 'docs-default-current'));
  assert.deepEqual(normalizeFacetFilters('language:pt-br'), [[{attribute: 'language', value: 'pt-br', negated: false}]]);
});

test('without language and tag filters, the manifest lists the shards to search', async () => {
  const {client: c, requested} = client();
  const {results} = await c.search({requests: [{query: 'sala'}]});
  assert.ok(requested.includes('/search-index/manifest.json'));
  assert.ok(results[0]!.hits.some((hit) => hit.docusaurus_tag === 'docs-default-3.x'));
  assert.ok(results[0]!.hits.some((hit) => hit.docusaurus_tag === 'docs-default-current'));
});

test('highlights and snippets: <mark> (or the tags asked for) around matches, DocSearch hit types', async () => {
  const hits = await search('sala');
  const page = hits.find((hit) => where(hit) === '/pt-br/docs/v4/rooms/')!;
  assert.equal(page.type, 'lvl1');
  assert.equal(page._highlightResult.hierarchy.lvl1!.value, '<mark>Salas</mark>');
  assert.equal(page._highlightResult.hierarchy.lvl1!.matchLevel, 'full');
  assert.deepEqual(page._highlightResult.hierarchy.lvl1!.matchedWords, ['sala']);
  assert.equal(page._highlightResult.hierarchy.lvl0!.value, 'Eventos');
  assert.equal(page._highlightResult.hierarchy.lvl0!.matchLevel, 'none');
  assert.equal(page._snippetResult.hierarchy!.lvl1!.value, '<mark>Salas</mark>');
  assert.match(page._snippetResult.content!.value, /^Uma <mark>sala<\/mark> é um grupo/);

  const section = (await search('nomes de sala')).find((hit) => hit.anchor === 'room-names')!;
  assert.equal(section.type, 'lvl3');
  assert.equal(section.url, 'https://socket.io/pt-br/docs/v4/rooms/#room-names');
  assert.equal(section.url_without_anchor, 'https://socket.io/pt-br/docs/v4/rooms/');
  assert.deepEqual(section.hierarchy, {lvl0: 'Eventos', lvl1: 'Salas', lvl2: 'Entrando e saindo', lvl3: 'Nomes de sala', lvl4: null, lvl5: null, lvl6: null});
  assert.equal(section._highlightResult.hierarchy.lvl3!.value, '<mark>Nomes</mark> de <mark>sala</mark>');

  const mention = hits.find((hit) => hit.anchor === 'what-is-restored')!;
  assert.equal(mention.type, 'content');
  assert.match(mention._snippetResult.content!.value, /as <mark>salas<\/mark> em que/);

  const {results} = await client().client.search({requests: [{...docSearchRequest('restaurado'), highlightPreTag: '<em class="hl">', highlightPostTag: '</em>'}]});
  const restored = results[0]!.hits.find((hit) => hit.anchor === 'what-is-restored')!;
  assert.equal(restored._highlightResult.hierarchy.lvl2!.value, 'O que é <em class="hl">restaurado</em>');
});

test('long texts are cut to a window of words around the match, with the ellipsis asked for', async () => {
  const {results} = await client().client.search({requests: [{...docSearchRequest('argumentos'), attributesToSnippet: ['content:5'], snippetEllipsisText: '[…]'}]});
  const value = results[0]!.hits[0]!._snippetResult.content!.value;
  assert.match(value, /^\[…\].*<mark>argumentos<\/mark>\.$/);
  assert.ok(value.split(' ').length <= 7);
});

test('everything a browser renders is escaped: only the highlight tags are HTML', async () => {
  const hits = await search('onerror');
  const hit = hits.find((one) => one.anchor === 'unsafe')!;
  const values = [
    hit.content!,
    hit._highlightResult.content!.value,
    hit._snippetResult.content!.value,
    ...Object.values(hit.hierarchy).filter((value): value is string => value !== null),
    ...Object.values(hit._highlightResult.hierarchy).map((value) => value!.value),
  ];
  for (const value of values) {
    assert.ok(!/<(?!\/?mark>)/.test(value), `unescaped markup in ${value}`);
  }
  assert.match(hit._highlightResult.content!.value, /&lt;img src=x <mark>onerror<\/mark>=alert\(1\)&gt; numa página &amp; confie/);

  // A query that looks like markup is just text: nothing matches, nothing is echoed as HTML.
  const {results} = await client().client.search({requests: [docSearchRequest('<img src=x onerror=alert(1)>')]});
  assert.equal(results[0]!.query, '<img src=x onerror=alert(1)>');
  for (const one of results[0]!.hits) assert.ok(!JSON.stringify(one._highlightResult).includes('<img'));
});

test('a page whose title matches ranks above a passing mention', async () => {
  const hits = await search('salas');
  assert.equal(where(hits[0]!), '/pt-br/docs/v4/rooms/');
  assert.equal(hits[0]!.type, 'lvl1');
  const mention = hits.findIndex((hit) => hit.anchor === 'what-is-restored');
  assert.ok(mention > 0, 'the passing mention is found, after the page');
});

test('accents, prefixes, typos and plurals', async () => {
  // accent-insensitive: conexao finds "conexão"
  assert.ok((await search('conexao')).some((hit) => where(hit) === '/pt-br/docs/v4/connection-state-recovery/'));
  assert.ok((await search('RECUPERAÇÃO')).some((hit) => where(hit) === '/pt-br/docs/v4/connection-state-recovery/'));
  // prefix, as the user types
  assert.ok((await search('recupera')).some((hit) => where(hit) === '/pt-br/docs/v4/connection-state-recovery/'));
  assert.ok((await search('confirma')).some((hit) => hit.anchor === 'acknowledgements'));
  // one typo
  assert.ok((await search('servdor')).length > 0);
  assert.ok((await search('restaurdo')).some((hit) => hit.anchor === 'what-is-restored'));
  // plural ↔ singular
  assert.ok((await search('canais')).some((hit) => hit.anchor === 'room-names'), 'canais finds canal');
  assert.ok((await search('mensagem')).some((hit) => where(hit) === '/pt-br/docs/v4/emitting-events/'), 'mensagem finds mensagens');
  assert.ok((await search('papel')).some((hit) => hit.anchor === 'acknowledgements'), 'papel finds papéis');
  assert.deepEqual(await search(''), []);
});

test('Chinese queries match Chinese text', async () => {
  const zh = ['language:zh-CN', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
  const hits = await search('房间', zh);
  assert.equal(where(hits[0]!), '/zh-CN/docs/v4/rooms/');
  assert.equal(hits[0]!._highlightResult.hierarchy.lvl1!.value, '<mark>房间</mark>');
  assert.ok((await search('默认房间', zh)).some((hit) => hit.anchor === 'default-room'));
  assert.ok((await search('套接字', zh)).length > 0);
  assert.ok((await search('房', zh)).length > 0, 'a single character matches as a prefix');
});

test('a shard that cannot be fetched rejects with the error DocSearch shows ("RetryError"), and is fetched again next time', async () => {
  let broken = true;
  const stub = fixtureFetch(files, {fail: (url) => (broken && url.endsWith('docs-default-current.json') ? 'network' : undefined)});
  const c = createLocalSearchClient({baseUrl: '/', fetch: stub.fetch});
  await assert.rejects(c.search({requests: [docSearchRequest('sala')]}), (error: Error) => error.name === 'RetryError');
  broken = false;
  const {results} = await c.search({requests: [docSearchRequest('sala')]});
  assert.ok(results[0]!.nbHits > 0);

  const missing = createLocalSearchClient({baseUrl: '/', fetch: fixtureFetch(files, {fail: () => 404}).fetch});
  await assert.rejects(missing.search({requests: [docSearchRequest('sala')]}), {name: 'RetryError', message: /answered 404/});
});

test('result URLs: the same rewrite in both modes', () => {
  const rewrite = searchResultUrlRewrite('https://socket.io');
  const withBase = (url: string) => addBaseUrl('/pt-br/', url);
  assert.equal(processSearchResultUrl('https://socket.io/pt-br/docs/v4/rooms/#default-room', rewrite, withBase), '/pt-br/docs/v4/rooms/#default-room');
  assert.equal(processSearchResultUrl('https://socket.io/docs/v4/rooms.html#x', rewrite, withBase), '/pt-br/docs/v4/rooms/#x');
  assert.equal(processSearchResultUrl('https://socket.io/pt-br/docs/v4/index.html', rewrite, withBase), '/pt-br/docs/v4/');
  assert.equal(processSearchResultUrl('https://admin.socket.io/#/sockets', rewrite, withBase), 'https://admin.socket.io/#/sockets');
  assert.equal(processSearchResultUrl('https://cdn.socket.io/4.8.1/', rewrite, withBase), 'https://cdn.socket.io/4.8.1/');
  const preview = searchResultUrlRewrite('http://localhost:3000');
  assert.equal(processSearchResultUrl('http://localhost:3000/pt-br/search/', preview, withBase), '/pt-br/search/');
});

test('search mode: local by default, Algolia only when the three variables are set', () => {
  assert.equal(algoliaConfig('https://socket.io', {}), null);
  assert.equal(algoliaConfig('https://socket.io', {ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'k'}), null);
  const local = searchSetup('https://socket.io', {});
  assert.equal(local.plugins.length, 1);
  assert.equal(local.themeConfig.algolia, undefined);
  // The local modal and page bring their messages with them; Algolia's theme reads the same ids from main.js.
  assert.deepEqual(Object.keys(local.codeTranslationGroups), ['searchModal', 'searchPage']);
  const algolia = searchSetup('https://socket.io', {ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'socket_io'});
  assert.deepEqual(algolia.plugins, []);
  assert.deepEqual(algolia.codeTranslationGroups, {});
  assert.deepEqual(algolia.themeConfig.algolia, {
    appId: 'APP',
    apiKey: 'key',
    indexName: 'socket_io',
    contextualSearch: true,
    searchPagePath: 'search',
    ...searchResultUrlRewrite('https://socket.io'),
  });
});

test('a query no page fully answers falls back to the pages answering most of its words, not to nothing', async () => {
  const hits = await search('sala padrao kubernetes');
  assert.ok(hits.length > 0);
  // The rooms page first, its section holding both words first among its sections.
  assert.equal(where(hits[0]!), '/pt-br/docs/v4/rooms/');
  assert.equal(where(hits.find((hit) => hit.anchor)!), '/pt-br/docs/v4/rooms/#default-room');
  // A page holding every word (in different sections) answers; so does a page lacking one of them (at half
  // its score); a page lacking two of three words does not.
  const pagesOf = (hits: LocalSearchHit[]) => [...new Set(hits.map((hit) => hit.url_without_anchor.replace('https://socket.io', '')))].sort();
  assert.deepEqual(pagesOf(await search('sala restaurado')), ['/pt-br/docs/v4/connection-state-recovery/', '/pt-br/docs/v4/rooms/']);
  assert.deepEqual(pagesOf(await search('sala restaurado perdidos')), ['/pt-br/docs/v4/connection-state-recovery/']);
});

test('a page lacking one word of the query answers at half its score: named after the rest, it can come first', async () => {
  // The recovery page mentions both words in passing; the rooms page, titled "Salas", never says "perdidos".
  const pages = [...new Set((await search('salas perdidos')).map((hit) => hit.url_without_anchor.replace('https://socket.io', '')))];
  assert.deepEqual(pages, ['/pt-br/docs/v4/rooms/', '/pt-br/docs/v4/connection-state-recovery/']);
});
