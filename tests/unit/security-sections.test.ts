import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {clientDocs, docsWithoutSidebar, mainCategories, serverDocs} from '../../config/docsStructure';

// Every adapter and emitter page of the 4.x docs says what the adapter trusts on the shared service, who can inject
// or read its messages, and what to lock down, under one heading id in every edition, so that a link to
// `<page>#security-considerations` lands in any language. The pages come from the docs structure: a new adapter
// page is checked without being added here. The overview (`adapter`), which is about adapters in general, is not an
// adapter page; the emitters are documented on their adapters' pages (no doc id ends in `-emitter` today).

const siteDir = path.resolve(__dirname, '../..');
const docIds = [...Object.values(mainCategories).flat(), ...serverDocs, ...clientDocs, ...docsWithoutSidebar];
const pages = docIds.filter((id) => /-(adapter|emitter)$/.test(id));

/** The doc's file in `dir` (`.mdx`, or `.md`), if that edition has it. */
function docFile(dir: string, id: string): string | undefined {
  return ['.mdx', '.md'].map((ext) => path.join(dir, id + ext)).find((file) => fs.existsSync(file));
}

/** The level-2 headings of a page, outside code blocks. */
function h2Headings(file: string): string[] {
  let inFence = false;
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      return !inFence && line.startsWith('## ');
    });
}

const editions = fs
  .readdirSync(path.join(siteDir, 'i18n'))
  .map((locale) => ({locale, dir: path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-docs/current')}))
  .filter(({dir}) => fs.existsSync(dir));

test('the docs structure lists every adapter page of docs/', () => {
  const files = fs.readdirSync(path.join(siteDir, 'docs')).filter((name) => /-(adapter|emitter)\.mdx?$/.test(name));
  assert.ok(files.length >= 8, `adapter pages found: ${files.join(', ')}`);
  assert.deepEqual(files.map((name) => name.replace(/\.mdx?$/, '')).filter((id) => !pages.includes(id)), []);
});

test('every adapter and emitter page has "## Security considerations {#security-considerations}" in English', () => {
  const missing = pages.filter((id) => {
    const file = docFile(path.join(siteDir, 'docs'), id);
    assert.ok(file, `docs/${id}.mdx is listed in config/docsStructure.ts but does not exist`);
    return !h2Headings(file).some((line) => line.trim() === '## Security considerations {#security-considerations}');
  });
  assert.deepEqual(missing, [], `pages without the section: ${missing.join(', ')}`);
});

test('every translation of those pages has a level-2 heading with the id security-considerations', () => {
  const missing: string[] = [];
  for (const {locale, dir} of editions) {
    for (const id of pages) {
      const file = docFile(dir, id);
      if (file && !h2Headings(file).some((line) => /\{#security-considerations\}\s*$/.test(line))) missing.push(`${locale}/${id}`);
    }
  }
  assert.deepEqual(missing, [], `translations without the section: ${missing.join(', ')}`);
});
