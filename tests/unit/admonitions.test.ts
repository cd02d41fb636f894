import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

// An admonition opened with MDX 1's title syntax (`:::caution Atenção`) is shown as text, `:::` and all: the site keeps
// only MDX 1's heading ids (docusaurus.config.ts, mdx1Compat). 69 pt-br pages showed their fences so until
// 2026-11-29. A title goes in brackets (`:::caution[Atenção]`); every opener names a type the theme has.

const siteDir = path.resolve(__dirname, '../..');
const roots = ['docs', 'versioned_docs', 'blog', 'i18n', 'src/pages'];
const types = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution']);

function* markdownFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* markdownFiles(full);
    else if (/\.mdx?$/.test(entry.name)) yield full;
  }
}

test("every admonition opener is `:::type` or `:::type[title]`, of a type the theme has", () => {
  const wrong: string[] = [];
  let openers = 0;
  for (const root of roots) {
    for (const file of markdownFiles(path.join(siteDir, root))) {
      let inCode = false;
      fs.readFileSync(file, 'utf8').split('\n').forEach((line, index) => {
        if (/^\s*(```|~~~)/.test(line)) inCode = !inCode;
        const opener = !inCode && line.match(/^:::(\w*)(.*)$/);
        if (!opener || (opener[1] === '' && opener[2]!.trim() === '')) return;
        openers++;
        const [, type, rest] = opener;
        if (!types.has(type!) || !/^(\[.+\])?(\{[^}]*\})?\s*$/.test(rest!)) wrong.push(`${path.relative(siteDir, file)}:${index + 1}: ${line}`);
      });
    }
  }
  assert.ok(openers > 100, `admonitions found: ${openers}`);
  assert.deepEqual(wrong, []);
});
