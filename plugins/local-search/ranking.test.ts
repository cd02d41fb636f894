import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createLocalSearchClient, type LocalSearchHit} from './client/searchClient';
import {layoutPages} from './client/layout';
import {defaultRankingWeights, nameMatch, shardPages} from './client/ranking';
import type {QuerySlot} from './client/engine';
import type {SearchShard} from './client/types';
import {docPage} from './fixtures/pages';
import {fixtureFetch, fixtureFiles} from './fixtures/site';

// The ranking rules and the grouping by page, on a small pt-br site built like the real one.

type Section = Parameters<typeof docPage>[0]['sections'][number];
const page = (path: string, title: string, intro: string, sections: Section[] = [], extra: {tag?: string; category?: string; sidebarLabel?: string} = {}) => ({
  path,
  html: docPage({language: 'pt-br', tag: extra.tag ?? (path.includes('/docs/') ? 'docs-default-current' : 'default'), title, intro, sections, category: extra.category, sidebarLabel: extra.sidebarLabel}),
});
const section = (id: string, heading: string, text: string, level: 2 | 3 = 2): Section => ({level, id, heading, html: `<p>${text}`});

const site = [
  page('/pt-br/how-to/use-with-react/', 'Como usar com React', 'Numa aplicação React, um hook abre a conexão quando o componente monta.', [
    section('hook', 'Conectando num hook', 'O efeito do React conecta o socket e o desconecta na limpeza.'),
  ]),
  page('/pt-br/how-to/use-with-react-native/', 'Como usar com React Native', 'No React Native, o cliente roda no aparelho.', [
    section('android', 'No Android', 'O emulador Android do React Native chega ao servidor por outro endereço.'),
    section('hermes', 'Com Hermes', 'O Hermes do React Native entende o cliente sem polyfills.'),
  ]),
  page('/pt-br/docs/v4/redis-adapter/', 'Adaptador Redis', 'O adaptador usa o pub/sub do Redis entre os servidores.'),
  page('/pt-br/docs/v4/offline/', 'Quando a rede cai', 'A rede móvel volta sozinha; em redes lentas, a rede atrasa os pacotes.', [
    section('slow-network', 'Uma rede lenta', 'Numa rede lenta, o celular perde pacotes da rede.'),
  ]),
  page('/pt-br/docs/v4/middlewares/', 'Middlewares', 'Uma função que roda em cada conexão.'),
  page('/pt-br/docs/v4/server-api/', 'API do servidor', 'Todos os métodos do servidor.', [
    section('use', 'server.use', 'Registra middlewares: os middlewares rodam antes da conexão; middlewares podem recusar; middlewares recebem o socket.'),
  ]),
  page('/pt-br/get-started/private-messaging-part-1/', 'Mensagens privadas - Parte I', 'Um chat de mensagens privadas: o começo.'),
  page('/pt-br/get-started/private-messaging-part-2/', 'Mensagens privadas - Parte II', 'As mensagens privadas persistem; mensagens privadas chegam depois; mensagens privadas de novo.'),
  page('/pt-br/get-started/private-messaging-part-3/', 'Mensagens privadas - Parte III', 'Mensagens privadas entre servidores, e mais mensagens privadas.'),
  page('/pt-br/docs/v4/troubleshooting/', 'Solução de problemas de conexão', 'O que fazer quando o cliente não chega ao servidor.', [], {sidebarLabel: 'Diagnóstico'}),
  page('/pt-br/docs/v4/rooms/', 'Salas', 'Uma sala agrupa sockets.', [
    section('join', 'Entrando numa sala', 'socket.join coloca o socket na sala.'),
    section('leave', 'Saindo de uma sala', 'socket.leave tira o socket da sala.'),
    section('default-room', 'A sala padrão', 'Cada socket entra na sala do próprio id.'),
    section('names', 'Nomes de sala', 'O nome de uma sala é uma string.'),
  ], {category: 'Eventos'}),
  page('/pt-br/docs/v4/broadcasting/', 'Broadcast de eventos', 'Para emitir para uma sala, use io.to(sala).', [
    section('to-a-room', 'Para uma sala', 'io.to(sala).emit() chega a cada socket da sala.'),
  ], {category: 'Eventos'}),
  page('/pt-br/docs/v4/recovery/', 'Recuperação do estado da conexão', 'O socket volta às salas em que estava.', [
    section('restored', 'O que volta', 'O id, os pacotes perdidos e as salas.'),
  ], {category: 'Servidor'}),
];

const files = fixtureFiles(site);
const ptBrV4 = ['language:pt-br', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

async function search(query: string, hitsPerPage = 20): Promise<LocalSearchHit[]> {
  const client = createLocalSearchClient({baseUrl: '/', fetch: fixtureFetch(files).fetch});
  const {results} = await client.search({requests: [{query, facetFilters: ptBrV4, hitsPerPage}]});
  return results[0]!.hits;
}

const path = (hit: LocalSearchHit) => hit.url.replace('https://socket.io/pt-br', '');
const pageOf = (hit: LocalSearchHit) => hit.url_without_anchor.replace('https://socket.io/pt-br', '');
const pages = (hits: LocalSearchHit[]) => [...new Set(hits.map(pageOf))];

/** The pages a query finds, in order, on a small site of a test's own. */
function rankedOn(sitePages: {path: string; html: string}[]): (query: string) => Promise<string[]> {
  const client = createLocalSearchClient({baseUrl: '/', fetch: fixtureFetch(fixtureFiles(sitePages)).fetch});
  return async (query) => pages((await client.search({requests: [{query, facetFilters: ptBrV4}]})).results[0]!.hits);
}

test('a query naming a page puts it first: "react" gives use with React, then use with React Native', async () => {
  const hits = await search('react');
  assert.deepEqual(pages(hits).slice(0, 2), ['/how-to/use-with-react/', '/how-to/use-with-react-native/']);
});

test('a word in a title beats the same word in a paragraph', async () => {
  // The server API says "middlewares" four times in one section; the middlewares page only in its title.
  assert.equal(pages(await search('middlewares'))[0], '/docs/v4/middlewares/');
});

test('an exact word beats a word sharing its stem: "redis" is not "rede"', async () => {
  // Portuguese Snowball gives `redis`, `rede` and `redes` the same stem. Both titles hold the stem: the one
  // holding the word as typed comes first, though the other page says "rede" five times.
  assert.equal(pages(await search('redis'))[0], '/docs/v4/redis-adapter/');
  assert.equal(pages(await search('rede'))[0], '/docs/v4/offline/');
});

test("a guide's first part comes first for the series' name, unless the query names a part", async () => {
  assert.equal(pages(await search('mensagens privadas'))[0], '/get-started/private-messaging-part-1/');
  assert.equal(pages(await search('mensagens privadas parte 3'))[0], '/get-started/private-messaging-part-3/');
});

test("a page is found by its sidebar label", async () => {
  assert.equal(pages(await search('diagnostico'))[0], '/docs/v4/troubleshooting/');
});

test('a typed dotted name: its words name a page only where the page names them apart, its member only beside its object', async () => {
  const ranked = rankedOn([
    page('/pt-br/how-to/use-with-react/', 'Como usar com React', 'Use o io num hook do React e o socket no componente.'),
    page('/pt-br/docs/v4/socket-io-protocol/', 'O protocolo Socket.IO', 'Os pacotes que o io troca, e o que cada um leva.'),
    page('/pt-br/docs/v4/middlewares/', 'Middlewares', 'Uma função que roda em cada conexão, registrada com io.use(fn), que recebe o socket.'),
    page('/pt-br/docs/v4/server-socket-instance/', 'A instância Socket', 'O socket do servidor: socket.join(sala) o coloca numa sala.'),
    page('/pt-br/docs/v4/rooms/', 'Salas', 'Um socket entra numa sala: use join no servidor.'),
  ]);
  // `use` in the URL of use-with-react and `io` in the title's Socket.IO do not name io.use.
  assert.equal((await ranked('io.use'))[0], '/docs/v4/middlewares/');
  // Typed as two words, they still name use-with-react: it comes with the page writing them side by side (io.use),
  // before the pages holding only one of them.
  const apart = await ranked('io use');
  assert.deepEqual(new Set(apart.slice(0, 2)), new Set(['/how-to/use-with-react/', '/docs/v4/middlewares/']), apart.join(' '));
  // "A instância Socket" names socket.join by its object, as it named socket and join typed apart.
  assert.equal((await ranked('socket.join'))[0], '/docs/v4/server-socket-instance/');
});

test('the page the query names wholly comes before one named by fewer of its words: Redis Streams adapter, then Redis adapter', async () => {
  // The Redis adapter's page says "pub/sub" and "streams" more; the query names the Streams adapter wholly.
  const ranked = rankedOn([
    page('/pt-br/how-to/use-with-nuxt/', 'Como usar com Nuxt', 'O servidor do Nuxt.'),
    page('/pt-br/docs/v4/redis-adapter/', 'Adaptador Redis', 'O adaptador usa o pub/sub do Redis; sem pub/sub, use streams.', [
      section('pubsub', 'Pub/sub', 'Cada pacote passa pelo pub/sub do Redis: o pub/sub não guarda nada, ao contrário dos streams.'),
    ]),
    page('/pt-br/docs/v4/redis-streams-adapter/', 'Adaptador Redis Streams', 'Este adaptador guarda os pacotes num stream do Redis, sem o pub/sub.'),
  ]);
  assert.deepEqual((await ranked('redis streams adapter sem pub/sub')).slice(0, 2), ['/docs/v4/redis-streams-adapter/', '/docs/v4/redis-adapter/']);
  // Naming both alike, the query leaves the order to their text.
  assert.equal((await ranked('adaptador redis pub/sub'))[0], '/docs/v4/redis-adapter/');
});

test("a number in a reader's question is the reader's own figure: a page need not hold it to answer", async () => {
  const ranked = rankedOn([
    page('/pt-br/how-to/use-with-nuxt/', 'Como usar com Nuxt', 'O servidor do Nuxt.'),
    page('/pt-br/docs/v4/performance-tuning/', 'Ajuste de desempenho', 'Quando o servidor não passa de mil conexões, aumente o limite de arquivos abertos.'),
    page('/pt-br/docs/v4/client-options/', 'Opções do cliente', 'Espera 1000 ms entre tentativas de conexão ao servidor; depois 1000 ms de novo, a cada conexão.'),
  ]);
  assert.equal((await ranked('servidor nao passa de 1000 conexoes'))[0], '/docs/v4/performance-tuning/');
});

test('an API name typed as one word names the page whose URL writes its words: connectionStateRecovery', async () => {
  // The options page writes the option three times; the recovery page once, and its title is Portuguese.
  const ranked = rankedOn([
    page('/pt-br/how-to/use-with-nuxt/', 'Como usar com Nuxt', 'O servidor do Nuxt com connectionStateRecovery.'),
    page('/pt-br/docs/v4/connection-state-recovery/', 'Recuperação do estado da conexão', 'Ative connectionStateRecovery no servidor.'),
    page('/pt-br/docs/v4/server-options/', 'Opções do servidor', 'Todas as opções.', [
      section('connectionstaterecovery', 'connectionStateRecovery', 'A opção connectionStateRecovery guarda os pacotes; connectionStateRecovery tem uma duração.'),
      section('cleanup', 'cleanupEmptyChildNamespaces', 'Com connectionStateRecovery ou sem ela.'),
    ]),
  ]);
  assert.equal((await ranked('connectionStateRecovery'))[0], '/docs/v4/connection-state-recovery/');
});

test('a name of words many names hold is covered only in part by typing them: the home page "Socket.IO", not "Middlewares"', () => {
  // As on the site, about half the pages outside the docs have the site's name in their names (blog posts, by their URL).
  const shard = {
    language: 'pt-br',
    pages: [
      {path: '/pt-br/', title: 'Socket.IO'},
      {path: '/pt-br/docs/v4/middlewares/', title: 'Middlewares'},
      ...Array.from({length: 36}, (_, n) => ({path: `/pt-br/blog/socket-io-4-${n}-0/`, title: `Versão 4.${n}.0`})),
      ...Array.from({length: 40}, (_, n) => ({path: `/pt-br/how-to/guide-${n}/`, title: `Guia ${n}`})),
    ],
    records: [],
  } as unknown as SearchShard;
  const {names, rarity} = shardPages(shard);
  const slot = (word: string): QuerySlot => ({words: [word], terms: new Map([[word, 1]]), phrases: [], rarity: 1});
  const home = nameMatch(names[0]!, rarity, [slot('socket'), slot('io'), slot('bun')], defaultRankingWeights, names.length);
  assert.ok(home.cover < 0.7, `cover ${home.cover}`);
  assert.equal(nameMatch(names[1]!, rarity, [slot('middlewar'), slot('bun')], defaultRankingWeights, names.length).cover, 1);
});

test('for the same section, a short page comes before a long one (a reference holds any words somewhere)', async () => {
  const sizeSite = fixtureFiles([
    page('/pt-br/docs/v4/server-api/', 'API do servidor', 'Todos os métodos.', [
      section('close', 'Encerramento', 'O servidor fecha as conexões abertas e para de aceitar clientes.'),
      ...Array.from({length: 12}, (_, n) => section(`method-${n}`, `Método ${n}`, `O método ${n} do servidor.`)),
    ]),
    page('/pt-br/docs/v4/shutdown/', 'Desligamento', 'Antes de parar o processo.', [
      section('close', 'Encerramento', 'O servidor fecha as conexões abertas e para de aceitar clientes.'),
    ]),
    page('/pt-br/how-to/use-with-pm2/', 'Como usar com PM2', 'O PM2 reinicia o processo.'),
  ]);
  const ranked = async (query: string, pageSize?: number) =>
    pages((await createLocalSearchClient({baseUrl: '/', fetch: fixtureFetch(sizeSite).fetch, ranking: pageSize === undefined ? {} : {pageSize}}).search({requests: [{query, facetFilters: ptBrV4}]})).results[0]!.hits);
  assert.deepEqual((await ranked('fecha conexoes abertas')).slice(0, 2), ['/docs/v4/shutdown/', '/docs/v4/server-api/']);
  // Without the rule the two pages tie, and the first in the index comes first.
  assert.deepEqual((await ranked('fecha conexoes abertas', 0)).slice(0, 2), ['/docs/v4/server-api/', '/docs/v4/shutdown/']);
});

test('a name holding one word of a typed phrase names it half: "sessao persistente" and "Sessão do usuário"', () => {
  const shard = {language: 'pt-br', pages: [{path: '/pt-br/docs/v4/user-session/', title: 'Sessão do usuário'}, {path: '/pt-br/docs/v4/load-testing/', title: 'Testes de carga'}], records: []} as unknown as SearchShard;
  const {names, rarity} = shardPages(shard);
  const phrase: QuerySlot = {words: ['sessao', 'persistente'], terms: new Map(), phrases: [['sessa', 'persistent'], ['sticky', 'session']], rarity: 1};
  assert.equal(nameMatch(names[0]!, rarity, [phrase], defaultRankingWeights).share, 0.5);
  // A word of a synonym phrase alone (`load` of "load balancer", the synonym of "balanceador de carga") names nothing.
  const balancer: QuerySlot = {words: ['balanceador'], terms: new Map([['balanc', 1]]), phrases: [['load', 'balanc']], rarity: 1};
  const {names: loadNames, rarity: loadRarity} = shardPages({...shard, pages: [{path: '/pt-br/docs/v4/load-testing/', title: 'Load testing'}]} as unknown as SearchShard);
  assert.equal(nameMatch(loadNames[0]!, loadRarity, [balancer], defaultRankingWeights).share, 0);
});

test('one page does not fill the list: the first hits are distinct pages, each page at most its head and two sections', async () => {
  const hits = await search('sala');
  // Three pages answer: the first three hits are those three pages, in rank order.
  assert.deepEqual(hits.slice(0, 3).map(path), ['/docs/v4/rooms/', '/docs/v4/broadcasting/', '/docs/v4/recovery/']);
  // Then the first section of each, in the same order: no page more than twice in the first five.
  assert.deepEqual(hits.slice(3, 5).map(pageOf), ['/docs/v4/rooms/', '/docs/v4/broadcasting/']);
  assert.ok(hits[3]!.anchor && hits[4]!.anchor);
  const rooms = hits.filter((hit) => pageOf(hit) === '/docs/v4/rooms/');
  assert.equal(rooms.length, 3, 'the rooms page and its best two sections (of four)');
  assert.equal(rooms.filter((hit) => !hit.anchor).length, 1);
});

test('hits come in the shape DocSearch draws as "the page, then its sections"', async () => {
  const hits = await search('sala');
  for (const hit of hits.filter((one) => !one.anchor)) {
    // A page's head is of type lvl1, whatever matched; its sections share its lvl0 and lvl1 (DocSearch nests them under it).
    assert.equal(hit.type, 'lvl1');
    const sections = hits.filter((one) => one.anchor && one.url_without_anchor === hit.url_without_anchor);
    for (const one of sections) {
      assert.notEqual(one.type, 'lvl1');
      assert.equal(one.hierarchy.lvl1, hit.hierarchy.lvl1);
      assert.equal(one.hierarchy.lvl0, hit.hierarchy.lvl0);
      assert.ok(hits.indexOf(one) > hits.indexOf(hit), 'a section comes after its page');
    }
  }
  // A page only its sections match shows its title without a text of its own.
  const head = (await search('celular')).find((hit) => !hit.anchor)!;
  assert.equal(path(head), '/docs/v4/offline/');
  assert.equal(head.content, null);
  assert.equal(head._highlightResult.hierarchy.lvl1!.value, 'Quando a rede cai');
  const named = (await search('cai')).find((hit) => !hit.anchor)!;
  assert.equal(named._highlightResult.hierarchy.lvl1!.value, 'Quando a rede <mark>cai</mark>');
});

test('nbHits and the hits do not depend on hitsPerPage: a page cut by the end of a results page goes on on the next', async () => {
  const all = await search('sala', 20);
  const paged = [...(await search('sala', 2)), ...(await searchPage('sala', 2, 1)), ...(await searchPage('sala', 2, 2)), ...(await searchPage('sala', 2, 3))];
  assert.deepEqual(paged.map((hit) => hit.objectID).sort(), all.map((hit) => hit.objectID).sort());
});

async function searchPage(query: string, hitsPerPage: number, page: number): Promise<LocalSearchHit[]> {
  const client = createLocalSearchClient({baseUrl: '/', fetch: fixtureFetch(files).fetch});
  const {results} = await client.search({requests: [{query, facetFilters: ptBrV4, hitsPerPage, page}]});
  return results[0]!.hits;
}

test('layout: each results page opens with the heads of its pages, then their first sections, then their second', () => {
  const lines = layoutPages(
    [
      {head: 'A', sections: ['A1', 'A2']},
      {head: 'B', sections: ['B1', 'B2']},
      {head: 'C', sections: []},
      {head: 'D', sections: ['D1']},
    ],
    5,
  );
  // A, B and their sections fill the first five but B2, which opens the second results page.
  assert.deepEqual(lines, ['A', 'B', 'A1', 'B1', 'A2', 'C', 'D', 'B2', 'D1']);
  assert.deepEqual(layoutPages([{head: 'A', sections: ['A1', 'A2']}, {head: 'B', sections: ['B1', 'B2']}], 20), ['A', 'B', 'A1', 'B1', 'A2', 'B2']);
});

test("a reader's question of four words or more: a page lacking two of its words still answers, below the pages holding more", async () => {
  // "O cliente não sabe em que salas está": the rooms page holds two words of the question (cliente, salas), the
  // dashboard page four (cliente, consegue, ver, quais). A query of three words keeps the stricter rule, every word
  // but one (the fallback test in searchClient.test.ts: "sala restaurado perdidos").
  const ranked = rankedOn([
    page('/pt-br/docs/v4/rooms/', 'Salas', 'As salas são do servidor: o cliente não sabe em que salas está.'),
    page('/pt-br/docs/v4/admin-ui/', 'Admin UI', 'No painel você consegue ver quais clientes estão conectados.'),
    page('/pt-br/how-to/count-connected-clients/', 'Como contar os clientes conectados', 'Cada cliente conectado conta um.'),
  ]);
  assert.deepEqual(await ranked('cliente consegue ver em quais salas esta'), ['/docs/v4/admin-ui/', '/docs/v4/rooms/', '/how-to/count-connected-clients/']);
  // Four words: the rooms page holds one of them, the dashboard three.
  assert.deepEqual(await ranked('consegue ver quais salas'), ['/docs/v4/admin-ui/', '/docs/v4/rooms/']);
});

test('a record writing two neighbouring words of the query side by side comes before one holding them apart', async () => {
  // The same words, as often, in texts of as many words: only their order tells the pages apart (alike, the first
  // page would come first).
  const ranked = rankedOn([
    page('/pt-br/how-to/use-with-nuxt/', 'Como usar com Nuxt', 'O servidor do Nuxt.'),
    page('/pt-br/docs/v4/logging/', 'Registros', 'O modo da rede num avião cai.'),
    page('/pt-br/docs/v4/offline/', 'Conexões', 'O modo do avião na rede cai.'),
  ]);
  assert.deepEqual(await ranked('modo aviao'), ['/docs/v4/offline/', '/docs/v4/logging/']);
  // Function words between them do not part them ("modo de aviao" is "modo aviao").
  assert.equal((await ranked('modo de aviao'))[0], '/docs/v4/offline/');
});

test('a #### heading names its section half as much as a ## one: "nginx" finds the page on nginx before a setup under sticky sessions', async () => {
  const client = createLocalSearchClient({
    baseUrl: '/',
    fetch: fixtureFetch(fixtureFiles([
      page('/pt-br/how-to/use-with-nuxt/', 'Como usar com Nuxt', 'O servidor do Nuxt.'),
      // Alike but for the level of the heading `nginx`; alike, the first page would come first.
      page('/pt-br/docs/v4/multiple-nodes/', 'Vários nós', 'Vários servidores.', [
        section('sticky', 'Sessões persistentes', 'O mesmo servidor.'),
        {level: 4, id: 'nginx-sticky', heading: 'nginx', html: '<p>O nginx repassa o cliente.'},
      ]),
      page('/pt-br/docs/v4/reverse-proxy/', 'Proxy reverso', 'Vários servidores.', [
        section('proxies', 'Proxies persistentes', 'O mesmo servidor.'),
        section('nginx', 'nginx', 'O nginx repassa o cliente.'),
      ]),
    ])).fetch,
  });
  const {results} = await client.search({requests: [{query: 'nginx', facetFilters: ptBrV4}]});
  const hits = results[0]!.hits;
  assert.deepEqual(pages(hits).slice(0, 2), ['/docs/v4/reverse-proxy/', '/docs/v4/multiple-nodes/']);
  // The #### section is a hit of its own, shown under the heading above it as a ### is under its ##.
  const sub = hits.find((hit) => hit.anchor === 'nginx-sticky')!;
  assert.equal(sub.hierarchy.lvl2, 'Sessões persistentes');
  assert.equal(sub.hierarchy.lvl3, 'nginx');
  assert.equal(sub.type, 'lvl3');
});
