import {test} from 'node:test';
import assert from 'node:assert/strict';
import {escapeHtml, foldCase, processTerm, stem, tokenize} from './client/text';

test('terms are folded: lower case, no accents', () => {
  assert.equal(foldCase('Conexão'), 'conexao');
  assert.equal(foldCase('RECUPERAÇÃO'), 'recuperacao');
  assert.equal(foldCase('Événement'), 'evenement');
});

test('a singular and its plural meet on one term (pt, en, fr)', () => {
  const pairs: [string, string][] = [
    ['salas', 'sala'],
    ['conexões', 'conexão'],
    ['opções', 'opção'],
    ['canais', 'canal'],
    ['papéis', 'papel'],
    ['mensagens', 'mensagem'],
    ['servidores', 'servidor'],
    ['clientes', 'cliente'],
    ['rooms', 'room'],
    ['libraries', 'library'],
    ['classes', 'class'],
    ['canaux', 'canal'],
    ['événements', 'événement'],
  ];
  for (const [plural, singular] of pairs) {
    assert.equal(processTerm(plural), processTerm(singular), `${plural} / ${singular}`);
  }
});

test('short words, API words and numbers are left alone', () => {
  assert.equal(stem('redis'), 'redis');
  assert.equal(stem('status'), 'status');
  assert.equal(stem('v4'), 'v4');
  assert.equal(processTerm('on'), 'on');
  assert.equal(processTerm('to'), 'to');
  assert.equal(processTerm('de'), null);
  assert.equal(processTerm('the'), null);
});

test('Chinese text is cut into bigrams, mixed with Latin words', () => {
  assert.deepEqual(tokenize('房间管理'), ['房间', '间管', '管理']);
  assert.deepEqual(tokenize('加入房间 socket.join()'), ['加入', '入房', '房间', 'socket', 'join']);
  assert.deepEqual(tokenize('使用socket'), ['使用', 'socket']);
  assert.deepEqual(tokenize('房'), ['房']);
});

test('HTML escaping covers the five characters', () => {
  assert.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#039;&amp;&#039;&lt;/a&gt;');
});
