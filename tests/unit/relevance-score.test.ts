import {test} from 'node:test';
import assert from 'node:assert/strict';
import {scoreRankings, wilsonInterval} from '../../scripts/bench/search-relevance/score';

// The relevance benchmark's figures (npm run bench -- search-relevance): hits@1, hits@3, MRR, and the interval
// printed beside each share, which says how far a figure of a few hundred questions can be trusted.

test('hits@1, hits@3 and MRR count the first expected page among the pages returned', () => {
  const query = (expected: string) => ({query: expected, context: 'v4' as const, expected: [expected], split: 'tune' as const});
  const score = scoreRankings([
    {query: query('/a/'), pages: ['/a/', '/b/']},
    {query: query('/b/'), pages: ['/a/', '/c/', '/b/']},
    {query: query('/c/'), pages: ['/a/', '/b/', '/d/', '/c/']},
    {query: query('/d/'), pages: []},
  ]);
  assert.equal(score.hitsAt1, 1 / 4);
  assert.equal(score.hitsAt3, 2 / 4);
  assert.ok(Math.abs(score.mrr - (1 + 1 / 3 + 1 / 4) / 4) < 1e-12);
  assert.equal(score.zero.length, 1);
  assert.deepEqual(score.misses.map((miss) => miss.rank), [3, 4, null]);
});

test('the 95 % Wilson interval of a share: 187 of 248 is 69.7–80.3 %, and it stays within 0–1', () => {
  const [low, high] = wilsonInterval(187 / 248, 248);
  assert.equal((low * 100).toFixed(1), '69.7');
  assert.equal((high * 100).toFixed(1), '80.3');
  // 15 questions tell a block's share within about ±20 points.
  const [blockLow, blockHigh] = wilsonInterval(11 / 15, 15);
  assert.ok(blockHigh - blockLow > 0.38 && blockHigh - blockLow < 0.45, `${blockLow}–${blockHigh}`);
  assert.deepEqual(wilsonInterval(0, 10).map((bound) => Number(bound.toFixed(3))), [0, 0.278]);
  assert.equal(wilsonInterval(1, 10)[1], 1);
  assert.deepEqual(wilsonInterval(0.5, 0), [0, 1]);
});
