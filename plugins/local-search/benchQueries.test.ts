import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {readQueries, readerSplit} from '../../scripts/bench/search-relevance/queries';

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

test('the reader questions name their source, and their held-out half is the one the hash rule gives', () => {
  const queries = readQueries(path.join(folder, 'queries.pt-br.tsv'));
  const readers = queries.filter((query) => query.source);
  assert.equal(readers.length, 30);
  for (const query of readers) assert.match(query.source!, /^https:\/\//);
  const rule = readerSplit(readers.map((query) => query.query));
  for (const query of readers) assert.equal(query.split, rule.get(query.query), `"${query.query}"`);
  assert.equal(readers.filter((query) => query.split === 'held-out').length, 15);
  // The questions written before them were tuned on: none of them is held out.
  assert.ok(queries.filter((query) => !query.source).every((query) => query.split === 'tune'));
});
