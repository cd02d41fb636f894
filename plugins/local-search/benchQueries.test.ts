import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {inReaderBlocks, readQueries, readerBlocks, readerSplit} from '../../scripts/bench/search-relevance/queries';

// The relevance benchmark's query files (scripts/bench/search-relevance/): the held-out half of the reader
// questions is the one the rule gives, not one picked by hand after seeing results.

const folder = path.resolve(__dirname, '../../scripts/bench/search-relevance');
const files = fs.readdirSync(folder).filter((file) => /^queries\..+\.tsv$/.test(file));

test('every query file parses, and each expected page is a site path', () => {
  assert.ok(files.length >= 4);
  for (const file of files) {
    const queries = readQueries(path.join(folder, file));
    assert.ok(queries.length > 0, file);
    for (const query of queries) {
      for (const expected of query.expected) assert.match(expected, /^\/(?:[\w.-]+\/)*$/, `${file}: "${query.query}" → ${expected}`);
    }
  }
});

// The reader questions come in blocks, in file order, each split on its own when it was written (readerBlocks in
// queries.ts names them: 30, then 20, then twelve of 30, then 26, then two of 30).

test('the reader questions name their source, and each block’s held-out half is the one the hash rule gives', () => {
  const queries = readQueries(path.join(folder, 'queries.pt-br.tsv'));
  const readers = queries.filter((query) => query.source);
  assert.equal(readers.length, readerBlocks.reduce((sum, size) => sum + size, 0));
  for (const query of readers) assert.match(query.source!, /^https?:\/\//);
  for (const block of inReaderBlocks(readers)) {
    const rule = readerSplit(block.map((query) => query.query));
    for (const query of block) assert.equal(query.split, rule.get(query.query), `"${query.query}"`);
    assert.equal(block.filter((query) => query.split === 'held-out').length, Math.floor(block.length / 2));
  }
  // No question is asked twice, and the questions written before them were tuned on: none of them is held out.
  assert.equal(new Set(readers.map((query) => query.query)).size, readers.length);
  assert.ok(queries.filter((query) => !query.source).every((query) => query.split === 'tune'));
});

// The reader words (i18n/<locale>/search-keywords.json) are written from the pages, not from the benchmark: a phrase
// of three words or more that a benchmark question holds word for word (or one that is a whole question) would
// answer that question by copy, and the held-out figures would measure the copy. 87 such phrases were found and
// taken out on 2026-11-29 (plugin README, "Reader words"); this keeps them out.

/** Lower case, without accents, split on spaces and commas. */
const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);

test('no reader phrase of three words or more is held whole by a benchmark question of its locale, and none is a question', () => {
  const i18n = path.resolve(__dirname, '../../i18n');
  for (const locale of fs.readdirSync(i18n)) {
    const file = path.join(i18n, locale, 'search-keywords.json');
    const queryFile = path.join(folder, `queries.${locale}.tsv`);
    if (!fs.existsSync(file) || !fs.existsSync(queryFile)) continue;
    const questions = readQueries(queryFile).map((query) => words(query.query));
    const copied: string[] = [];
    for (const [key, phrases] of Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>)) {
      for (const phrase of phrases) {
        const own = words(phrase);
        const held = questions.find((question) => question.join(' ') === own.join(' ') || (own.length >= 3 && own.every((word) => question.includes(word))));
        if (held) copied.push(`${key}: "${phrase}" (in "${held.join(' ')}")`);
      }
    }
    assert.deepEqual(copied, [], `${locale}: reader phrases a benchmark question holds`);
  }
});
