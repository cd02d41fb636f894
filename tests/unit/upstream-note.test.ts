import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

// notes/upstream-2024-06_2026-06.md tells, per upstream commit, where this site says the same thing. A reader
// follows those pointers, so each must land: the file exists, and each `#id` is a heading id of that file.
// In a cell, `docs/x.md#a`, `#b` means both ids are on docs/x.md.

const siteDir = path.resolve(__dirname, '../..');
const note = fs.readFileSync(path.join(siteDir, 'notes/upstream-2024-06_2026-06.md'), 'utf8');

function sourceFile(reference: string): string {
  if (reference.startsWith('how-to/')) return path.join(siteDir, 'src/pages', reference);
  return path.join(siteDir, reference);
}

function headingIds(file: string): Set<string> {
  return new Set([...fs.readFileSync(file, 'utf8').matchAll(/^#{1,6} .*\{#([\w-]+)\}\s*$/gm)].map((m) => m[1]));
}

const rows = note.split('\n').filter((line) => /^\| \d/.test(line));

test('the note has a row for each of the 64 content commits', () => {
  const hashes = rows.flatMap((row) => row.split('|')[2].split(',').map((hash) => hash.trim()));
  assert.equal(new Set(hashes).size, hashes.length, 'a commit listed twice');
  // 72 commits in the period, 8 of which are not content (listed above the table).
  assert.equal(hashes.length, 64);
});

test('every page and heading id the note points to exists', () => {
  const broken: string[] = [];
  for (const row of rows) {
    const cell = row.split('|')[5];
    let current: string | undefined;
    for (const [, token] of cell.matchAll(/`([^`]+)`/g)) {
      const pageRef = /^((?:docs|blog|how-to)\/[\w./-]+\.mdx?)(?:#([\w-]+))?$/.exec(token);
      if (pageRef) {
        current = sourceFile(pageRef[1]);
        if (!fs.existsSync(current)) broken.push(`${pageRef[1]} (no such file)`);
        else if (pageRef[2] && !headingIds(current).has(pageRef[2])) broken.push(token);
      } else if (/^#[\w-]+$/.test(token) && current && fs.existsSync(current)) {
        if (!headingIds(current).has(token.slice(1))) broken.push(`${path.relative(siteDir, current)}${token}`);
      }
    }
  }
  assert.deepEqual(broken, []);
});
