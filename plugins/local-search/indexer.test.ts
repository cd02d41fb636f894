import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {extractPage} from './extract';
import {parseHtml} from './html';
import {buildIndex, compileQuery, PartialIndex, planQuery, planTerms, searchOptions, splitIndex} from './client/engine';
import {buildShard, gzipSize, htmlFileOfRoute, readerWordsOf, storedTextLength, truncate, writeSearchIndex} from './indexer';
import {sitePages} from './fixtures/site';
import {docPage} from './fixtures/pages';

const rooms = sitePages.find((page) => page.path === '/pt-br/docs/v4/rooms/')!.html;

test('the tokenizer reads minified markup: unquoted attributes, raw text, self-closing and void tags', () => {
  const events: string[] = [];
  parseHtml('<a href=/pt-br/>x</a><path d="a>b" fill=currentColor /><br/><script>if (a<b) "</p>"</script><p>A &amp; B&#x27;s &lt;tag&gt;', {
    openTag: (name, attributes, selfClosing) => events.push(`<${name} ${JSON.stringify(attributes)}${selfClosing ? ' /' : ''}>`),
    closeTag: (name) => events.push(`</${name}>`),
    text: (text) => events.push(text),
  });
  assert.deepEqual(events, [
    '<a {"href":"/pt-br/"}>',
    'x',
    '</a>',
    '<path {"d":"a>b","fill":"currentColor"} />',
    '<br {} />',
    '<script {}>',
    '</script>',
    '<p {}>',
    "A & B's <tag>",
  ]);
});

test('a docs page gives its metadata, title, category and one section per ## / ### heading', () => {
  const page = extractPage(rooms, {siteTitle: 'Socket.IO'});
  assert.equal(page.language, 'pt-br');
  assert.equal(page.tag, 'docs-default-current');
  assert.equal(page.title, 'Salas');
  assert.equal(page.category, 'Eventos');
  assert.deepEqual(
    page.sections.map(({level, anchor, heading, parent}) => ({level, anchor, heading, parent})),
    [
      {level: 1, anchor: null, heading: 'Salas', parent: null},
      {level: 2, anchor: 'joining-and-leaving', heading: 'Entrando e saindo', parent: null},
      {level: 3, anchor: 'room-names', heading: 'Nomes de sala', parent: 'Entrando e saindo'},
      {level: 2, anchor: 'default-room', heading: 'A sala padrão', parent: null},
    ],
  );
  assert.equal(page.sections[0]!.text, 'Uma sala é um grupo de sockets com nome, mantido pelo servidor.');
  assert.equal(page.sections[1]!.text, 'socket.join(room) coloca o socket numa sala; a sala é criada se ainda não existir.');
});

test('an h4 is a section of its own under its h3 (or its h2), not text of the section above it', () => {
  const html = docPage({language: 'pt-br', tag: 'docs-default-current', title: 'Usando vários nós', intro: 'Intro.', sections: [
    {level: 2, id: 'load-balancing', heading: 'Balanceando a carga', html: '<p>Três formas.'},
    {level: 3, id: 'sticky-sessions', heading: 'Sessões persistentes', html: '<p>O mesmo servidor.'},
    {level: 4, id: 'haproxy', heading: 'HAProxy', html: '<p>O HAProxy insere um cookie.'},
    {level: 2, id: 'adapter', heading: 'Repasse', html: '<p>O adaptador.'},
    {level: 4, id: 'redis', heading: 'Redis', html: '<p>Pub/sub.'},
  ]});
  const page = extractPage(html, {siteTitle: 'Socket.IO'});
  assert.deepEqual(
    page.sections.slice(1).map(({level, anchor, heading, parent, text}) => ({level, anchor, heading, parent, text})),
    [
      {level: 2, anchor: 'load-balancing', heading: 'Balanceando a carga', parent: null, text: 'Três formas.'},
      {level: 3, anchor: 'sticky-sessions', heading: 'Sessões persistentes', parent: 'Balanceando a carga', text: 'O mesmo servidor.'},
      {level: 4, anchor: 'haproxy', heading: 'HAProxy', parent: 'Sessões persistentes', text: 'O HAProxy insere um cookie.'},
      {level: 2, anchor: 'adapter', heading: 'Repasse', parent: null, text: 'O adaptador.'},
      {level: 4, anchor: 'redis', heading: 'Redis', parent: 'Repasse', text: 'Pub/sub.'},
    ],
  );
});

test('code blocks, buttons, navigation, TOC, badges, hash links, the Copy page menu and footers stay out of the text', () => {
  const page = extractPage(rooms, {siteTitle: 'Socket.IO'});
  const all = page.sections.map((section) => `${section.heading} ${section.text}`).join(' ');
  for (const noise of ['ignoredCodeToken', 'Copy', 'Markdown', 'llms.txt', 'AI assistants', 'On this page', 'Version: 4.x', 'TOC entry', 'Next page', 'Last updated', 'Copyright', 'Docs', 'Search', 'not text', 'color', '\u200b']) {
    assert.ok(!all.includes(noise), `"${noise}" leaked into the index text`);
  }
});

test('a tab group gives the text of its served panel only: the other variants are the same sample (plugins/code-variants)', () => {
  const group = (value: string, hidden: boolean) =>
    `<div role=tabpanel data-code-value=${value}${hidden ? ' hidden' : ''}><p>note-${value}<div class=theme-code-block><div class=codeBlockTitle>title-${value}</div><pre><code>code</code></pre></div></div>`;
  const tabs = `<div class=code-variants data-code-group=module><div role=tablist><button role=tab>CommonJS</button></div>${group('cjs', false)}${group('esm', true)}${group('ts', true)}</div>`;
  const html = docPage({language: 'en', tag: 'default', title: 'Step 3', intro: 'Intro.', sections: [{id: 'server', level: 2, heading: 'The server', html: `<p>Text.${tabs}`}]});
  const text = extractPage(html, {siteTitle: 'Socket.IO'}).sections.map((section) => section.text).join(' ');
  assert.match(text, /note-cjs/);
  assert.doesNotMatch(text, /note-esm|note-ts|CommonJS/);
});

test("a code block's title (the sample's file name) is left out with its code", () => {
  const sample = '<div class="language-js codeBlockContainer_Ckt0 theme-code-block"><div class=codeBlockTitle_OeMC>server.js</div><div class=codeBlockContent_QJqH><pre><code>io.use()</code></pre></div></div>';
  const html = docPage({language: 'en', tag: 'default', title: 'Middlewares', intro: 'Intro.', sections: [{id: 'register', level: 2, heading: 'Registering', html: `<p>A middleware:${sample}<p>It runs once.`}]});
  assert.equal(extractPage(html, {siteTitle: 'Socket.IO'}).sections[1]!.text, 'A middleware: It runs once.');
});

test('a page without article: main content, header title and tagline, headings without id', () => {
  const landing = extractPage(sitePages.find((page) => page.path === '/pt-br/')!.html, {siteTitle: 'Socket.IO'});
  assert.equal(landing.title, 'Socket.IO');
  assert.equal(landing.category, null);
  assert.equal(landing.sections[0]!.text, 'Comunicação bidirecional e de baixa latência');
  assert.deepEqual(landing.sections.slice(1).map((section) => [section.anchor, section.heading, section.text]), [
    [null, 'Confiável', 'O cliente se reconecta sozinho quando a conexão cai.'],
    [null, 'Escalável', 'Distribua a aplicação entre vários servidores.'],
  ]);
});

test('a page without h1 takes its title from <title>', () => {
  const html = docPage({language: 'pt-br', tag: 'default', title: 'Cordova', intro: 'Texto.', sections: []}).replace(/<header><h1>.*?<\/h1><\/header>/, '');
  assert.equal(extractPage(html, {siteTitle: 'Socket.IO'}).title, 'Cordova');
});

test('a shard keeps short texts for snippets and indexes the whole text, its postings in chunk files', () => {
  const long = Array.from({length: 3000}, (_, i) => `termo${i}`).join(' ') + ' final';
  const html = docPage({language: 'pt-br', tag: 'docs-default-current', title: 'Longa', intro: long, sections: []});
  const page = {path: '/pt-br/docs/v4/longa/', page: extractPage(html, {siteTitle: 'Socket.IO'})};
  const {shard, chunks} = buildShard('pt-br', 'docs-default-current', [page], {siteUrl: 'https://socket.io/', siteTitle: 'Socket.IO'});
  assert.equal(shard.siteUrl, 'https://socket.io');
  assert.ok(shard.records[0]![5].length <= storedTextLength);
  const terms = shard.index.terms.split(' ');
  assert.ok(terms.includes('final'), 'the last word is indexed');
  assert.deepEqual(terms, [...terms].sort(), 'the vocabulary is sorted, so a prefix finds its terms in neighbouring chunks');
  assert.ok(chunks.length > 1, 'the postings are split');
  assert.equal(chunks.reduce((sum, chunk) => sum + chunk.postings.length, 0), terms.length);
  assert.equal(shard.index.chunkStarts.length, chunks.length);
  assert.ok(gzipSize(JSON.stringify(chunks[0])) < 4000, 'a chunk is a few KB');
  assert.equal(truncate('um dois três', 7), 'um dois');
  // Chinese characters take three columns: a third as many kept.
  assert.equal(truncate('房间是服务器端的概念', 10), '房间是');
  assert.equal(truncate('使用 socket.join 加入房间', 20), '使用 socket.join');
});

/** Writes the fixture site's pages of a locale as its build would, and returns them. */
async function writeFixtureBuild(outDir: string, baseUrl: string) {
  const pages = sitePages.filter((page) => page.path.startsWith(baseUrl));
  for (const page of pages) {
    const file = htmlFileOfRoute(outDir, baseUrl, page.path)!;
    await fs.mkdir(path.dirname(file), {recursive: true});
    await fs.writeFile(file, page.html);
  }
  return pages;
}

test('writeSearchIndex reads a locale build and writes one shard per language and tag, plus a manifest', async () => {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'local-search-'));
  try {
    const baseUrl = '/pt-br/';
    const ptBr = await writeFixtureBuild(outDir, baseUrl);
    await fs.writeFile(path.join(outDir, '404.html'), docPage({language: 'pt-br', tag: 'default', title: 'Página não encontrada', intro: 'x', sections: []}));
    const manifest = await writeSearchIndex({
      outDir,
      baseUrl,
      siteUrl: 'https://socket.io',
      siteTitle: 'Socket.IO',
      language: 'pt-br',
      routesPaths: [...ptBr.map((page) => page.path), '/pt-br/404.html', '/pt-br/search/', '/pt-br/missing/'],
      excludedRoutes: ['/pt-br/search', '/pt-br/search/'],
      expectedTags: ['default', 'docs-default-current', 'docs-default-3.x', 'docs-default-2.x'],
    });
    assert.deepEqual(
      manifest.shards.map((shard) => [shard.file, shard.records]),
      [
        ['search-index/pt-br/default.json', 3],
        ['search-index/pt-br/docs-default-3.x.json', 2],
        ['search-index/pt-br/docs-default-current.json', 9],
        ['search-index/pt-br/docs-default-2.x.json', 0],
      ],
    );
    const shard = JSON.parse(await fs.readFile(path.join(outDir, 'search-index/pt-br/docs-default-current.json'), 'utf8'));
    assert.deepEqual(shard.pages.map((page: {path: string}) => page.path), [
      '/pt-br/docs/v4/connection-state-recovery/',
      '/pt-br/docs/v4/emitting-events/',
      '/pt-br/docs/v4/rooms/',
    ]);
    await fs.access(path.join(outDir, 'search-index/manifest.json'));
  } finally {
    await fs.rm(outDir, {recursive: true, force: true});
  }
});

test("a locale's reader words are indexed in their page's own record, a section's in its record; a path that is no page or section fails the build, naming it", async () => {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'local-search-'));
  try {
    const baseUrl = '/pt-br/';
    const ptBr = await writeFixtureBuild(outDir, baseUrl);
    const readerWords = path.join(outDir, 'search-keywords.json');
    const write = () =>
      writeSearchIndex({
        outDir,
        baseUrl,
        siteUrl: 'https://socket.io',
        siteTitle: 'Socket.IO',
        language: 'pt-br',
        routesPaths: ptBr.map((page) => page.path),
        excludedRoutes: [],
        expectedTags: ['docs-default-current'],
        readerWords,
      });
    await fs.writeFile(readerWords, JSON.stringify({'/docs/v4/rooms/': ['agrupar usuarios por canal']}));
    await write();
    const shard = JSON.parse(await fs.readFile(path.join(outDir, 'search-index/pt-br/docs-default-current.json'), 'utf8'));
    const terms: string[] = shard.index.terms.split(' ');
    assert.ok(terms.includes('agrup') && terms.includes('usuari'), 'the reader words are in the vocabulary');
    const pages: {path: string}[] = shard.pages;
    const rooms = pages.findIndex((page) => page.path === '/pt-br/docs/v4/rooms/');
    const chunks = await Promise.all(shard.index.chunkStarts.map(async (_: unknown, n: number) => JSON.parse(await fs.readFile(path.join(outDir, `search-index/pt-br/docs-default-current/${n}.json`), 'utf8'))));
    const partial = new PartialIndex(shard.index, 'pt-br');
    chunks.forEach((chunk, n) => partial.addChunk(n, chunk.postings));
    const slots = planQuery('agrupar usuarios', partial, []);
    const found = partial.engine().search(compileQuery(slots, 'AND')!, searchOptions(slots, () => 1));
    assert.deepEqual(found.map((result) => shard.records[result.id as number][0]), [rooms], 'found in the page record of rooms alone');
    assert.equal(shard.records[found[0]!.id as number][1], 1);
    assert.deepEqual(new Set(Object.values(found[0]!.match).flat()), new Set(['readers']), 'in a field of their own, not the title');

    // A section's words: in that section's record, the section found by them.
    await fs.writeFile(readerWords, JSON.stringify({'/docs/v4/rooms/#default-room': ['cada cliente tem grupo exclusivo']}));
    await write();
    const withSection = JSON.parse(await fs.readFile(path.join(outDir, 'search-index/pt-br/docs-default-current.json'), 'utf8'));
    const sectionIndex = new PartialIndex(withSection.index, 'pt-br');
    await Promise.all(
      withSection.index.chunkStarts.map(async (_: unknown, n: number) =>
        sectionIndex.addChunk(n, JSON.parse(await fs.readFile(path.join(outDir, `search-index/pt-br/docs-default-current/${n}.json`), 'utf8')).postings),
      ),
    );
    const sectionSlots = planQuery('grupo exclusivo', sectionIndex, []);
    const inSection = sectionIndex.engine().search(compileQuery(sectionSlots, 'AND')!, searchOptions(sectionSlots, () => 1));
    assert.deepEqual(inSection.map((result) => withSection.records[result.id as number][2]), ['default-room'], 'found in the section default-room alone');
    assert.deepEqual(new Set(Object.values(inSection[0]!.match).flat()), new Set(['readers']));

    await fs.writeFile(readerWords, JSON.stringify({'/docs/v4/rooms-renamed/': ['x']}));
    await assert.rejects(write(), /search-keywords\.json gives words for \/docs\/v4\/rooms-renamed\/, which is not a page of this locale/);
    await fs.writeFile(readerWords, JSON.stringify({'/docs/v4/rooms/#renamed-section': ['x']}));
    await assert.rejects(write(), /search-keywords\.json gives words for \/docs\/v4\/rooms\/#renamed-section, but \/pt-br\/docs\/v4\/rooms\/ has no section #renamed-section/);
  } finally {
    await fs.rm(outDir, {recursive: true, force: true});
  }
  assert.throws(() => readerWordsOf('{"/docs/v4/rooms/": "one phrase"}', 'f.json', '/pt-br/', ['/pt-br/docs/v4/rooms/']), /the words of \/docs\/v4\/rooms\/ must be a list of phrases/);
  assert.throws(() => readerWordsOf('{', 'f.json', '/pt-br/', []), /f\.json is not valid JSON/);
});

test('an index loaded chunk by chunk scores as the whole index does', () => {
  const documents = [
    {id: 0, title: 'Salas', parents: '', content: 'Uma sala agrupa sockets; sala sala sala.'},
    {id: 1, title: 'Entrando e saindo', parents: 'Salas', content: 'socket.join(room) coloca o socket numa sala.'},
    {id: 2, title: 'Eventos', parents: '', content: 'Um evento leva mensagens.'},
  ];
  const original = buildIndex(documents, 'pt-br');
  const {index, chunks} = splitIndex(original, 20);
  const partial = new PartialIndex(JSON.parse(JSON.stringify(index)), 'pt-br');
  for (const query of ['sala', 'socket', 'mensagem', 'sal', 'mensgem', 'sala eventos']) {
    const slots = planQuery(query, partial, []);
    for (const chunk of partial.missingChunks(planTerms(slots))) partial.addChunk(chunk, chunks[chunk]!.postings);
    const compiled = compileQuery(slots, 'OR')!;
    const options = searchOptions(slots, () => 1);
    assert.deepEqual(
      partial.engine().search(compiled, options).map((result) => [result.id, result.score]),
      original.search(compiled, options).map((result) => [result.id, result.score]),
      query,
    );
  }
  assert.ok(chunks.flatMap((chunk) => chunk.postings.flat()).some((value) => value < 0), 'frequencies above 1 are kept');
});
