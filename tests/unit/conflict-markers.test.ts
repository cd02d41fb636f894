import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

// A merge whose conflict was resolved in one file and not in another once committed `<<<<<<< HEAD` into a
// translation's front matter and into a test: both still parsed. No tracked source may carry a marker line.

const siteDir = path.resolve(__dirname, '../..');
const roots = ['docs', 'versioned_docs', 'blog', 'i18n', 'src', 'plugins', 'config', 'tests', 'scripts', 'examples', 'demo-server', 'deploy', 'notes'];
const skip = new Set(['node_modules', 'build', '.docusaurus']);
const textFile = /\.(md|mdx|ts|tsx|js|cjs|mjs|json|css|tsv|conf|sh|yml|yaml|html|sql)$/;

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (skip.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (textFile.test(entry.name)) yield full;
  }
}

test('no file of the repository keeps a merge conflict marker', () => {
  const marked: string[] = [];
  const candidates = [...roots.map((root) => path.join(siteDir, root)).filter((dir) => fs.existsSync(dir)).flatMap((dir) => [...files(dir)]),
    ...['README.md', 'package.json', 'docusaurus.config.ts'].map((name) => path.join(siteDir, name))];
  for (const file of candidates) {
    const text = fs.readFileSync(file, 'utf8');
    if (/^(<{7}|>{7}) /m.test(text)) marked.push(path.relative(siteDir, file));
  }
  assert.deepEqual(marked, []);
});
