import {test} from 'node:test';
import assert from 'node:assert/strict';
import {builtPages} from '../helpers/builtSite';

// Markdown syntax the compiler did not take shows as text: an admonition written in MDX 1's title syntax showed its
// `:::caution Atenção` and `:::` fences on 69 pt-br pages (tests/unit/admonitions.test.ts lints the sources).
test('no built page shows an admonition fence (:::) as text', () => {
  const pages = builtPages();
  assert.ok(pages.length > 800, `the build has the pages of every locale (${pages.length} found)`);
  const shown = pages.filter((page) => /<p>:::/.test(page.html)).map((page) => page.url);
  assert.deepEqual(shown, []);
});
