import {test} from 'node:test';
import assert from 'node:assert/strict';
import {builtPages} from '../helpers/builtSite';
import {pageWeight} from '../helpers/pageWeight';

// The JavaScript budget of the quality work, asserted on the build as a byte count: what each page's HTML makes
// the browser download before the reader can use the page, compressed as the servers send it to a gzip client: the
// build's zopfli .gz twins (plugins/precompress; tests/helpers/pageWeight).
// Lighthouse measures the same bytes with timings around them; it stays a printed benchmark (`npm run bench`), this
// test is what fails.
const jsBudget = 145 * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('every page of every locale loads at most 145 KB of JavaScript (gzip) before interaction', (t) => {
  const pages = builtPages();
  assert.ok(pages.length > 800, `the build has the pages of every locale (${pages.length} found)`);
  const weights = pages.map((page) => ({url: page.url, ...pageWeight(page.html, page.url)}));
  weights.sort((a, b) => b.js - a.js);
  t.diagnostic('heaviest pages (JS gzip, CSS gzip, script files):');
  for (const weight of weights.slice(0, 8)) {
    t.diagnostic(`  ${weight.url}  ${kb(weight.js)}  ${kb(weight.css)}  ${weight.scripts}`);
  }
  const over = weights.filter((weight) => weight.js > jsBudget).map((weight) => `${weight.url}: ${kb(weight.js)} of JavaScript`);
  assert.deepEqual(over, [], `pages over the ${kb(jsBudget)} budget`);
});
