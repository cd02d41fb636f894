import {test} from 'node:test';
import assert from 'node:assert/strict';
import {builtPages} from '../helpers/builtSite';

// The samples' tabs (plugins/code-variants) come from the samples, not from the pages' text: every locale shows the
// same tab groups, with the same variants, on the same pages; the served HTML selects the default variants.

/** Each tab group of a page: its kind and the variants of its tabs, in order ("module:cjs,esm,ts"). */
function groupsOf(html: string): string[] {
  return [...html.matchAll(/<div class=code-variants data-code-group=(\w+)>(.*?)<\/div>/g)].map(
    ([, group, tablist]) => `${group}:${[...tablist!.matchAll(/data-code-value=(\w+)/g)].map(([, value]) => value).join(',')}`,
  );
}

const localePrefix = /^\/(fr|pt-br|zh-CN)\//;

test('every locale shows the same tab groups on the same pages as English', () => {
  const pages = builtPages();
  const english = new Map(pages.filter((page) => !localePrefix.test(page.url)).map((page) => [page.url, groupsOf(page.html)]));
  let compared = 0;
  let withTabs = 0;
  for (const page of pages) {
    const locale = page.url.match(localePrefix)?.[1];
    if (!locale) continue;
    const source = english.get(page.url.replace(localePrefix, '/'));
    // Pages that exist in one locale only (none today) have nothing to compare with.
    if (!source) continue;
    compared += 1;
    if (source.length > 0) withTabs += 1;
    assert.deepEqual(groupsOf(page.html), source, `${page.url}: its tab groups differ from the English page's`);
  }
  assert.ok(withTabs > 50, `pages with tabs compared: ${withTabs}`);
  console.log(`${compared} translated pages compared, ${withTabs} of them with tabs`);
});

test('the served HTML selects the default variants (CommonJS, npm)', () => {
  for (const page of builtPages()) {
    for (const [, group, tablist] of page.html.matchAll(/<div class=code-variants data-code-group=(\w+)>(.*?)<\/div>/g)) {
      const selected = [...tablist!.matchAll(/aria-selected=true[^>]*data-code-value=(\w+)/g)].map(([, value]) => value);
      assert.deepEqual(selected, [group === 'module' ? 'cjs' : 'npm'], `${page.url}: a ${group} group selects ${selected.join(', ')}`);
    }
  }
});
