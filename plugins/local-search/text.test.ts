import {test} from 'node:test';
import assert from 'node:assert/strict';
import {dottedSpans, escapeHtml, foldCase, indexTerms, indexTokens, processTerm, stem, tokenize} from './client/text';

test('terms are folded: lower case, no accents', () => {
  assert.equal(foldCase('Conexão'), 'conexao');
  assert.equal(foldCase('RECUPERAÇÃO'), 'recuperacao');
  assert.equal(foldCase('Événement'), 'evenement');
});

test('a singular and its plural meet on one term (Snowball, per language)', () => {
  const pairs: [string, string, string][] = [
    ['pt-br', 'salas', 'sala'],
    ['pt-br', 'conexões', 'conexão'],
    ['pt-br', 'opções', 'opção'],
    ['pt-br', 'canais', 'canal'],
    ['pt-br', 'papéis', 'papel'],
    ['pt-br', 'mensagens', 'mensagem'],
    ['pt-br', 'servidores', 'servidor'],
    ['pt-br', 'clientes', 'cliente'],
    // English words of the Portuguese pages: Snowball's Portuguese stemmer left their plural apart.
    ['pt-br', 'sockets', 'socket'],
    ['pt-br', 'rooms', 'room'],
    ['pt-br', 'handlers', 'handler'],
    ['pt-br', 'callbacks', 'callback'],
    ['pt-br', 'adapters', 'adapter'],
    ['en', 'rooms', 'room'],
    ['en', 'libraries', 'library'],
    ['en', 'classes', 'class'],
    ['fr', 'canaux', 'canal'],
    ['fr', 'événements', 'événement'],
  ];
  for (const [language, plural, singular] of pairs) {
    assert.equal(processTerm(plural, language), processTerm(singular, language), `${language} ${plural} / ${singular}`);
  }
});

test('stemming sends the forms of a word to one term, accents or not (pt, en, fr)', () => {
  const groups: [string, string[]][] = [
    ['pt-br', ['transmitir', 'transmite', 'transmitindo']],
    ['pt-br', ['emitir', 'emitindo', 'emite']],
    ['pt-br', ['confirmação', 'confirmacao', 'CONFIRMAÇÃO']],
    ['pt-br', ['conexão', 'conexao', 'conexões', 'conexoes']],
    ['pt-br', ['desconectado', 'desconectar']],
    ['en', ['broadcasting', 'broadcast', 'broadcasts']],
    ['en', ['acknowledgements', 'acknowledgement']],
    ['en', ['connecting', 'connected', 'connect']],
  ];
  for (const [language, forms] of groups) {
    const terms = new Set(forms.map((form) => processTerm(form, language)));
    assert.equal(terms.size, 1, `${language}: ${forms.join(', ')} → ${[...terms].join(', ')}`);
  }
  // Chinese is not stemmed.
  assert.equal(stem('房间', 'zh-CN'), '房间');
});

test('a Portuguese noun in -ção, -ável or -ência meets its verb or adjective, typed with accents or without', () => {
  // Snowball removes these suffixes only spelled with their accents: folded first, they kept them.
  const groups: string[][] = [
    ['autenticação', 'autenticacao', 'autenticações', 'autenticacoes', 'autenticar', 'autenticado'],
    ['instalação', 'instalacao', 'instalar'],
    ['recuperação', 'recuperacao', 'recuperar'],
    ['inicialização', 'inicializacao', 'inicializar'],
    ['configurável', 'configuravel', 'configuráveis', 'configurar'],
    ['persistência', 'persistencia', 'persistente'],
    ['sessão', 'sessao', 'sessões', 'sessoes'],
  ];
  for (const forms of groups) {
    const terms = new Set(forms.map((form) => processTerm(form, 'pt-br')));
    assert.equal(terms.size, 1, `${forms.join(', ')} → ${[...terms].join(', ')}`);
  }
});

test('Spanish: plurals, accents and a noun in -ación meet one term (the es edition)', () => {
  const groups: string[][] = [
    ['salas', 'sala'],
    ['conexión', 'conexion', 'conexiones', 'CONEXIÓN'],
    ['configuración', 'configuracion', 'configuraciones', 'configurar'],
    ['instalación', 'instalacion', 'instalar'],
    ['servidores', 'servidor'],
    ['mensajes', 'mensaje'],
    ['reconexión', 'reconexion'],
  ];
  for (const forms of groups) {
    const terms = new Set(forms.map((form) => processTerm(form, 'es')));
    assert.equal(terms.size, 1, `${forms.join(', ')} → ${[...terms].join(', ')}`);
  }
  // Spanish function words carry no meaning in a query.
  assert.equal(processTerm('el', 'es'), null);
  assert.equal(processTerm('los', 'es'), null);
});

test('short words, API words and numbers are left alone', () => {
  assert.equal(stem('v4', 'pt-br'), 'v4');
  assert.equal(stem('emitwithack', 'pt-br'), 'emitwithack');
  assert.equal(processTerm('on', 'en'), 'on');
  assert.equal(processTerm('to', 'en'), 'to');
  assert.equal(processTerm('de', 'pt-br'), null);
  assert.equal(processTerm('the', 'en'), null);
});

test('Chinese text is cut into bigrams, mixed with Latin words', () => {
  assert.deepEqual(tokenize('房间管理'), ['房间', '间管', '管理']);
  assert.deepEqual(tokenize('加入房间 socket.join()'), ['加入', '入房', '房间', 'socket', 'join']);
  assert.deepEqual(tokenize('使用socket'), ['使用', 'socket']);
  assert.deepEqual(tokenize('房'), ['房']);
});

test('dotted names are found whole: io.use, socket.io.js, Socket#rooms; not version numbers or words apart', () => {
  assert.deepEqual(dottedSpans('Chame io.use(fn) e carregue /socket.io/socket.io.js.').map((span) => span.token), ['io.use', 'socket.io', 'socket.io.js']);
  assert.deepEqual(dottedSpans('## Socket#rooms').map((span) => span.token), ['Socket.rooms'], 'an instance member as the API pages head it');
  assert.deepEqual(dottedSpans('a versão 4.7.2, a 3.x, v4.8 e o fim. Depois'), []);
  assert.deepEqual(dottedSpans('使用socket.join加入').map((span) => span.token), ['socket.join']);
});

test('a dotted name is indexed as one token whose terms are its words, the name and its endings', () => {
  assert.deepEqual(indexTokens('Leia socket.handshake.query aqui'), ['Leia', 'socket.handshake.query', 'aqui']);
  assert.deepEqual(indexTerms('socket.handshake.query', 'pt-br'), ['socket', 'handshak', 'query', 'socket.handshake.query', 'handshake.query']);
  assert.deepEqual(indexTerms('conexões', 'pt-br'), [processTerm('conexões', 'pt-br')]);
  assert.deepEqual(indexTerms('de', 'pt-br'), []);
  // A dotted name is not stemmed: a reader types it as the pages write it.
  assert.equal(processTerm('io.engine.use', 'pt-br'), 'io.engine.use');
});

test('a name and its version after a slash are also one word: HTTP/2 is indexed as http2 too, a path or 4.x/3.x not', () => {
  assert.deepEqual(indexTokens('Com um servidor HTTP/2 ou HTTP/1.1').sort(), ['1', '1', '2', 'Com', 'HTTP', 'HTTP', 'HTTP1', 'HTTP2', 'servidor', 'ou', 'um'].sort());
  assert.deepEqual(indexTokens('a rota /docs/4, a/b, pub/sub, 4.x/3.x e x/3'), tokenize('a rota /docs/4, a/b, pub/sub, 4.x/3.x e x/3'));
});

test('HTML escaping covers the five characters', () => {
  assert.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#039;&amp;&#039;&lt;/a&gt;');
});
