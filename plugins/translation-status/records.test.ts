import {test} from 'node:test';
import assert from 'node:assert/strict';
import {formatMessageRecords, readRecord, translationFingerprint, writeRecord} from './records';
import {translatedRooms} from './fixtures/site';

test('a record is a front matter line, added last, replaced in place, read back', () => {
  const marked = writeRecord(translatedRooms(), '0123456789ab');
  assert.equal(marked, translatedRooms().replace('title: Salas\n', 'title: Salas\nsource_fingerprint: 0123456789ab\n'));
  assert.equal(readRecord(marked), '0123456789ab');
  const again = writeRecord(marked, 'ba9876543210');
  assert.equal(again, marked.replace('0123456789ab', 'ba9876543210'));
  assert.equal(readRecord(translatedRooms()), undefined);
});

test('a record survives quoting and CRLF, and one in the body is not a record', () => {
  assert.equal(readRecord('---\r\ntitle: Salas\r\nsource_fingerprint: "012345678901"\r\n---\r\n\r\nTexto.\r\n'), '012345678901');
  assert.equal(readRecord('---\ntitle: Salas\n---\n\nsource_fingerprint: 0123456789ab\n'), undefined);
});

test('a page without front matter gets one for its record', () => {
  const marked = writeRecord('# Salas\n\nTexto.\n', '0123456789ab');
  assert.equal(marked, '---\nsource_fingerprint: 0123456789ab\n---\n\n# Salas\n\nTexto.\n');
  assert.equal(readRecord(marked), '0123456789ab');
});

test("what the translator wrote is fingerprinted without the record: marking is not translating", () => {
  const page = translatedRooms();
  assert.equal(translationFingerprint(writeRecord(page, '0123456789ab')), translationFingerprint(page));
  assert.notEqual(translationFingerprint(translatedRooms('Uma sala é um grupo nomeado de sockets.')), translationFingerprint(page));
});

test('message records: one message a line, ids sorted, valid JSON', () => {
  const text = formatMessageRecords({'home.b': {source: 'bbbbbbbbbbbb', translation: 'cccccccccccc'}, 'home.a': {source: 'aaaaaaaaaaaa', translation: 'dddddddddddd'}});
  assert.equal(text, '{\n  "home.a": {"source": "aaaaaaaaaaaa", "translation": "dddddddddddd"},\n  "home.b": {"source": "bbbbbbbbbbbb", "translation": "cccccccccccc"}\n}\n');
  assert.deepEqual(Object.keys(JSON.parse(text)), ['home.a', 'home.b']);
});
