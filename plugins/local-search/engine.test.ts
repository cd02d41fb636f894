import {test} from 'node:test';
import assert from 'node:assert/strict';
import {bucketWords, buildIndex, compileQuery, markRarity, PartialIndex, planQuery, planTerms, searchOptions, splitIndex, withoutCommonDotted} from './client/engine';
import {extractPage} from './extract';
import {docPage} from './fixtures/pages';
import {glossarySynonyms, styleGuideSynonyms, synonymGroups} from './synonyms';
import {processTerm} from './client/text';

/** A pt-br glossary page as the site renders it: "Term (English term)" headings. */
const glossary = extractPage(
  docPage({
    language: 'pt-br',
    tag: 'docs-default-current',
    title: 'Glossário',
    intro: 'Os termos da documentação.',
    sections: [
      {level: 3, id: 'acknowledgement', heading: 'Confirmação (acknowledgement)', html: '<p>Uma resposta enviada de volta.</p>'},
      {level: 3, id: 'session-id', heading: 'ID de sessão (session ID, sid)', html: '<p>O identificador da sessão.</p>'},
      {level: 3, id: 'socket', heading: 'Socket', html: '<p>A conexão de um cliente.</p>'},
    ],
  }),
  {siteTitle: 'Socket.IO'},
);

test('the glossary gives its pairs: "Confirmação (acknowledgement)" → [Confirmação, acknowledgement]', () => {
  assert.deepEqual(glossarySynonyms(glossary), [
    ['Confirmação', 'acknowledgement'],
    ['ID de sessão', 'session ID', 'sid'],
  ]);
  const groups = synonymGroups('pt-br', glossary);
  assert.ok(groups.some((group) => group.includes('sala') && group.includes('room')));
  assert.ok(groups.some((group) => group.includes('broadcast') && group.includes('transmitir para todos')));
});

test("the style guide's terms table gives pairs: slashes in order, a translation's parenthesis, notes left out", () => {
  const table = [
    '| English | pt-br |',
    '|---|---|',
    '| server / client | servidor / cliente |',
    '| socket | o socket |',
    '| event / to emit / to listen | evento / emitir / escutar (ouvir) |',
    '| acknowledgement | confirmação (acknowledgement, na primeira ocorrência) |',
    '| timeout (a duration) | o tempo limite (names stay as they are: `ackTimeout`) |',
    '| handler | o handler (never "tratador") |',
    '| `Event: "connect"` (API reference headings) | `Event: "connect"`, as in English |',
    '| user | usuário |',
  ].join('\n');
  // A later table (another list, not terms) is not read.
  const later = '\n## Punctuation\n\n| mark | use |\n|---|---|\n| dash | travessão |\n';
  assert.deepEqual(styleGuideSynonyms(`# Style\n\nText.\n\n${table}\n${later}`), [
    ['server', 'servidor'],
    ['client', 'cliente'],
    ['socket', 'o socket'],
    ['event', 'evento'],
    ['emit', 'emitir'],
    ['listen', 'escutar', 'ouvir'],
    ['acknowledgement', 'confirmação'],
    ['timeout', 'o tempo limite'],
    ['handler', 'o handler'],
    ['user', 'usuário'],
  ]);
  // In the language's groups: a pair the pages use, not one stemmed to the same terms ("o socket"), nor one
  // whose words the pages never write, nor one an earlier group holds (timeout, tempo limite).
  const words = new Set(['servidor', 'server', 'usuário', 'user', 'socket', 'tempo', 'limite', 'timeout'].map((word) => processTerm(word, 'pt-br')!));
  const groups = synonymGroups('pt-br', null, styleGuideSynonyms(table), words);
  assert.ok(groups.some((group) => group.join() === 'server,servidor'));
  assert.ok(groups.some((group) => group.join() === 'user,usuário'));
  assert.ok(!groups.some((group) => group.includes('o socket') || group.includes('emitir')));
  assert.equal(groups.filter((group) => group.includes('timeout')).length, 1);
});

/** Searches a small index the way the client does: plan, fetch the chunks, MiniSearch. */
function searcher(texts: string[]) {
  const documents = texts.map((content, id) => ({id, title: '', parents: '', content}));
  const {index, chunks} = splitIndex(buildIndex(documents, 'pt-br'), 40);
  const partial = new PartialIndex(index, 'pt-br');
  const groups = synonymGroups('pt-br', glossary);
  return (query: string, combineWith: 'AND' | 'OR' = 'AND') => {
    for (const chunk of partial.missingBuckets(bucketWords(query, groups))) partial.addChunk(chunk, chunks[chunk]!.postings, chunks[chunk]!.terms);
    const planned = planQuery(query, partial, groups);
    for (const chunk of partial.missingChunks(planTerms(planned))) partial.addChunk(chunk, chunks[chunk]!.postings);
    markRarity(planned, partial);
    // As the client plans it (searchClient.ts).
    const slots = withoutCommonDotted(planned);
    const compiled = compileQuery(slots, combineWith);
    return compiled ? partial.engine().search(compiled, searchOptions(slots, () => 1)).map((result) => result.id as number) : [];
  };
}

test('synonyms: salas finds rooms, broadcast finds "transmitir para todos" and back, confirmação finds acknowledgement', () => {
  const search = searcher([
    'Call socket.join to add the socket to one of the rooms.',
    'Para transmitir para todos os clientes conectados, use io.emit.',
    'The acknowledgement callback is called with the answer.',
    'Um evento qualquer, sem relação.',
  ]);
  assert.deepEqual(search('salas'), [0]);
  assert.deepEqual(search('broadcast'), [1]);
  assert.deepEqual(search('transmitir para todos'), [1]);
  assert.deepEqual(search('confirmacao'), [2], 'unaccented, from the glossary pair');
  // A phrase needs all its words: "todos" alone is not "broadcast".
  assert.deepEqual(search('todos'), [1]);
});

test('the verb finds the noun: "não conecta" finds "Problemas de conexão", "desconectando" finds "desconexão"', () => {
  const search = searcher(['Problemas de conexão: o que verificar.', 'Os motivos de uma desconexão.', 'Um evento qualquer, sem relação.']);
  assert.deepEqual(search('conecta'), [0], 'conectar and conexão, whose stems the stemmer keeps apart');
  assert.deepEqual(search('desconectando'), [1]);
  assert.deepEqual(search('conexão'), [0], 'the noun itself, not its des- form');
});

test('"timeout" finds "tempo limite" (the pt-br word for the duration) and back', () => {
  const search = searcher(['Configure no proxy um tempo limite maior que o pingInterval.', 'Use socket.timeout(500) antes do emit.', 'O limite de tamanho de uma mensagem.']);
  assert.deepEqual(search('timeout proxy'), [0]);
  assert.deepEqual(search('tempo limite'), [0, 1]);
  assert.deepEqual(search('limite').sort(), [0, 2], 'the word alone still finds both');
});

test('typos, prefixes and unaccented words reach the stems', () => {
  const search = searcher(['A recuperação do estado da conexão devolve as salas.', 'O middleware roda antes da conexão.']);
  assert.deepEqual(search('recuperaçao'), [0]);
  assert.deepEqual(search('conexsao perdida', 'OR').sort(), [0, 1]);
  assert.deepEqual(search('midleware'), [1], 'one typo');
  assert.deepEqual(search('recupe'), [0], 'the last word as a prefix');
});

test('a dotted name finds the records writing it before those holding its words apart, and a longer name holding it', () => {
  const search = searcher([
    'Use o middleware e depois registre outro no io do servidor.',
    'Registre um middleware com io.use(fn).',
    'Leia o token em socket.handshake.query, enviado pelo cliente.',
    'O handshake do socket leva a query string.',
  ]);
  assert.deepEqual(search('io.use', 'OR').slice(0, 1), [1]);
  assert.deepEqual(search('socket.handshake', 'OR').slice(0, 1), [2], 'the start of socket.handshake.query');
  assert.deepEqual(search('handshake.query', 'OR').slice(0, 1), [2], 'the end of socket.handshake.query');
  // Typed as words, the names change nothing: a word's completions are words, not the dotted names starting with it.
  const documents = ['socket.handshake.query', 'socket handshake query'].map((content, id) => ({id, title: '', parents: '', content}));
  const {index, chunks} = splitIndex(buildIndex(documents, 'pt-br'), 40);
  assert.deepEqual(index.lengths, [0, 0, 3, 0, 0, 0, 3, 0], 'a record is as long with the name written whole as with its words apart');
  // The dotted names are not in the shard's vocabulary: a query typing one fetches their bucket.
  assert.equal(index.terms, 'handshak query socket');
  const partial = new PartialIndex(index, 'pt-br');
  const buckets = partial.missingBuckets(bucketWords('socket.handshake', []));
  assert.equal(buckets.length, 1);
  partial.addChunk(buckets[0]!, chunks[buckets[0]!]!.postings, chunks[buckets[0]!]!.terms);
  assert.ok(partial.has('socket.handshake.query'));
  assert.deepEqual(partial.withPrefix('socket', 10), ['socket']);
});

test("a dotted name most records write (the site's own name) adds nothing to its words: the record answering the rest first", () => {
  const search = searcher([
    'Fechar o servidor Socket.IO: close().',
    'O servidor socket.io fecha o @socket.io/redis-adapter e o socket.io-client do socket.io.',
    'O socket.io-client do socket.io.',
    'Uma sala do socket.io.',
    'Um namespace do socket.io.',
    'Registre um middleware com io.use(fn).',
    'O io do servidor.',
  ]);
  assert.deepEqual(search('fechar servidor socket.io', 'OR').slice(0, 1), [0]);
  // A rarer dotted name keeps its slot: the record writing it whole first.
  assert.deepEqual(search('io.use', 'OR').slice(0, 1), [5]);
});

test('http2 as readers type it finds the record writing HTTP/2', () => {
  const search = searcher(['Com um servidor HTTP/2, a opção allowHTTP1 é obrigatória.', 'O HTTP long-polling abre 2 requisições.']);
  assert.deepEqual(search('http2'), [0]);
  assert.deepEqual(search('http 2').sort(), [0, 1], 'typed apart, its words as before');
});

test('a long stem also finds its siblings, the forms Snowball cuts one letter apart: duplicadas → duplicatas', () => {
  const search = searcher(['O servidor recebe mensagens duplicatas.', 'Uma mensagem qualquer, sem relação.']);
  assert.deepEqual(search('duplicadas mensagens'), [0], 'duplic and duplicat');
});

test('partial match: when no record has every word, OR finds the records with most of them, best first', () => {
  const search = searcher(['A sala padrão de cada socket.', 'Uma sala qualquer.', 'Nada aqui.']);
  assert.deepEqual(search('sala padrao kubernetes'), [], 'AND: no record has kubernetes');
  assert.deepEqual(search('sala padrao kubernetes', 'OR'), [0, 1], 'the record with two of the words first');
});

test('zh-CN: 跨域, the word many readers type for CORS, finds a page that says 跨源 as the edition does', () => {
  const documents = ['处理跨源请求：配置 cors 选项。', '房间是一组 socket。'].map((content, id) => ({id, title: '', parents: '', content}));
  const {index, chunks} = splitIndex(buildIndex(documents, 'zh-CN'), 40);
  const partial = new PartialIndex(index, 'zh-CN');
  const groups = synonymGroups('zh-CN', null);
  // The Chinese terms are in buckets, fetched before planning: the query's and its synonyms' characters.
  assert.equal(index.terms, 'cors socket', "the shard's vocabulary holds no Chinese term");
  for (const chunk of partial.missingBuckets(bucketWords('跨域', groups))) partial.addChunk(chunk, chunks[chunk]!.postings, chunks[chunk]!.terms);
  const slots = planQuery('跨域', partial, groups);
  for (const chunk of partial.missingChunks(planTerms(slots))) partial.addChunk(chunk, chunks[chunk]!.postings);
  const compiled = compileQuery(slots, 'AND');
  assert.ok(compiled);
  assert.deepEqual(partial.engine().search(compiled, searchOptions(slots, () => 1)).map((result) => result.id), [0]);
});

test('zh-CN: a bigram spanning two typed words (装客 in 安装客户端) is optional and counts little', () => {
  // 安装 and 客户(端) are words of many records; 装客 is only where the literal phrase happens to be.
  const texts = ['客户端安装：使用 npm 安装。', '安装客户端之前先安装服务器。', '客户端连接服务器。', '客户端的选项。', '安装服务器。', '客户端重连。', '安装完成。', '如何安装。'];
  const documents = texts.map((content, id) => ({id, title: '', parents: '', content}));
  const {index, chunks} = splitIndex(buildIndex(documents, 'zh-CN'), 40);
  const partial = new PartialIndex(index, 'zh-CN');
  for (const chunk of partial.missingBuckets(bucketWords('安装客户端', []))) partial.addChunk(chunk, chunks[chunk]!.postings, chunks[chunk]!.terms);
  const slots = planQuery('安装客户端', partial, []);
  assert.deepEqual(slots.map((slot) => slot.words[0]), ['安装', '装客', '客户', '户端']);
  assert.deepEqual(slots.map((slot) => !!slot.optional), [false, true, false, false]);
  assert.ok(slots[1]!.terms.get('装客')! < slots[0]!.terms.get('安装')!);
});
