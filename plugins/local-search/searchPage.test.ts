import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createLocalSearchClient} from './client/searchClient';
import {groupHits} from './theme/SearchPage/groups';
import {fixtureFetch, fixtureFiles} from './fixtures/site';

// The results page groups the client's hits as the modal does: each page once, its sections beneath it.

const files = fixtureFiles();
const ptBrV4 = ['language:pt-br', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
const processUrl = (url: string) => url.replace('https://socket.io', '');

async function results(query: string, hitsPerPage: number, page: number) {
  const client = createLocalSearchClient({baseUrl: '/', fetch: fixtureFetch(files).fetch});
  const {results: [result]} = await client.search({requests: [{query, facetFilters: ptBrV4, hitsPerPage, page, attributesToSnippet: ['content:20']}]});
  return result!;
}

test('each page once, in rank order, with its sections beneath it, whatever the size of the results pages', async () => {
  const whole = groupHits([], (await results('sala', 20, 0)).hits, processUrl);
  assert.deepEqual(
    whole.map((page) => page.url),
    ['/pt-br/docs/v4/rooms/', '/pt-br/docs/v4/connection-state-recovery/'],
  );
  const rooms = whole[0]!;
  assert.equal(rooms.titleHtml, '<mark>Salas</mark>');
  assert.deepEqual(rooms.breadcrumbsHtml, ['Eventos']);
  assert.match(rooms.summaryHtml, /<mark>sala<\/mark>/);
  assert.equal(rooms.sections.length, 2);
  for (const section of rooms.sections) assert.match(section.url, /^\/pt-br\/docs\/v4\/rooms\/#/);
  // A ### section shows the ## heading above it.
  const names = groupHits([], (await results('nomes de sala', 20, 0)).hits, processUrl)[0]!.sections.find((section) => section.url.endsWith('#room-names'))!;
  assert.deepEqual(names.pathHtml, ['Entrando e saindo']);
  assert.equal(names.titleHtml, '<mark>Nomes</mark> de <mark>sala</mark>');

  // Two hits a results page: the same pages and sections once all are loaded, a section joining its page.
  let paged = groupHits([], (await results('sala', 2, 0)).hits, processUrl);
  for (let page = 1; page < 3; page += 1) paged = groupHits(paged, (await results('sala', 2, page)).hits, processUrl);
  assert.deepEqual(
    paged.map((page) => [page.url, page.sections.map((section) => section.url).sort()]),
    whole.map((page) => [page.url, page.sections.map((section) => section.url).sort()]),
  );
});
