import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {attributeValues, tags} from '../helpers/builtSite';
import {repoRoot} from '../helpers/processes';

// A deploy that changes one doc keeps the URL of every chunk whose content did not change (plugins/performance/chunk-filenames),
// so a returning reader's cache keeps serving them. Two pt-br builds of a copy of the site, the second with one
// doc edited: the first is cold, the second reuses the copy's own persistent cache and compiles one doc again.

const editedDoc = 'i18n/pt-br/docusaurus-plugin-content-docs/current/middlewares.md';
const editedPage = '/docs/v4/middlewares/';
const addedSentence = 'Frase acrescentada para conferir as URLs dos chunks entre dois builds';

/** The site's sources in a scratch directory; node_modules by links, but its own `.cache`, thrown away after. */
function copyOfSite(dir: string): void {
  fs.mkdirSync(dir);
  const skipped = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results']);
  for (const entry of fs.readdirSync(repoRoot)) {
    if (!skipped.has(entry)) fs.cpSync(path.join(repoRoot, entry), path.join(dir, entry), {recursive: true});
  }
  // The docs show each page's last update, which Docusaurus reads from Git: the copy is a repository of one commit.
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=site test', '-c', 'user.email=site-test@localhost', ...args], {cwd: dir, stdio: 'pipe'});
  git('init', '--quiet');
  git('add', '--all');
  git('commit', '--quiet', '--no-gpg-sign', '--message', 'the site, copied');
  fs.mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of fs.readdirSync(path.join(repoRoot, 'node_modules'))) {
    if (entry !== '.cache') fs.symlinkSync(path.join(repoRoot, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
}

function build(siteDir: string, outDir: string): void {
  const docusaurus = path.join(repoRoot, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  execFileSync(process.execPath, [docusaurus, 'build', siteDir, '--locale', 'pt-br', '--out-dir', outDir], {cwd: siteDir, stdio: 'pipe'});
}

function pages(outDir: string, dir = outDir): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) for (const [url, html] of pages(outDir, full)) found.set(url, html);
    else if (entry.name.endsWith('.html')) found.set('/' + path.relative(outDir, full).split(path.sep).join('/').replace(/index\.html$/, ''), fs.readFileSync(full, 'utf8'));
  }
  return found;
}

/** The scripts and stylesheets a page loads. */
function assetUrls(html: string): string[] {
  const urls = tags(html, 'script').flatMap((tag) => attributeValues(tag, 'src'));
  for (const tag of tags(html, 'link')) if (/stylesheet|preload|data-startup/.test(tag)) urls.push(...attributeValues(tag, 'href'));
  return urls.sort();
}

const chunkTable = (outDir: string): Record<string, string> => {
  const jsDir = path.join(outDir, 'assets/js');
  const name = fs.readdirSync(jsDir).find((file) => /^chunk-names\.[0-9a-f]+\.json$/.test(file));
  assert.ok(name, 'the build wrote its table of chunk names');
  return JSON.parse(fs.readFileSync(path.join(jsDir, name), 'utf8'));
};

test('two builds that differ in one doc keep every other chunk URL, on every other page', {timeout: 30 * 60_000}, (t) => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-urls-'));
  try {
    const siteDir = path.join(scratch, 'site');
    const before = path.join(scratch, 'before');
    const after = path.join(scratch, 'after');
    copyOfSite(siteDir);
    assert.ok(fs.existsSync(path.join(siteDir, editedDoc)), `${editedDoc} is gone: name another doc to edit`);
    build(siteDir, before);
    fs.appendFileSync(path.join(siteDir, editedDoc), `\n${addedSentence}.\n`);
    build(siteDir, after);

    const pagesBefore = pages(before);
    const pagesAfter = pages(after);
    assert.deepEqual([...pagesAfter.keys()].sort(), [...pagesBefore.keys()].sort());
    assert.ok(pagesAfter.get(editedPage)?.includes(addedSentence), 'the second build has the edited doc');
    const moved = [...pagesBefore].filter(([url, html]) => url !== editedPage && assetUrls(html).join() !== assetUrls(pagesAfter.get(url)!).join()).map(([url]) => url);
    assert.deepEqual(moved, [], 'pages whose scripts or stylesheets changed URL');

    // Any chunk, of any page a link leads to: only those holding the edited doc's text have a new name.
    const namesBefore = chunkTable(before);
    const namesAfter = chunkTable(after);
    assert.deepEqual(Object.keys(namesAfter).sort(), Object.keys(namesBefore).sort());
    const renamed = Object.keys(namesAfter).filter((id) => namesAfter[id] !== namesBefore[id]);
    assert.ok(renamed.length > 0, 'the edited doc is in a chunk with a new name');
    t.diagnostic(`${pagesBefore.size} pages compared; ${renamed.length} of ${Object.keys(namesAfter).length} chunks renamed: ${renamed.join(', ')}`);
    for (const id of renamed) {
      const chunk = fs.readFileSync(path.join(after, 'assets/js', `${id}.${namesAfter[id]}.js`), 'utf8');
      assert.ok(chunk.includes(addedSentence), `chunk ${id} has a new name but not the edited text`);
    }
  } finally {
    fs.rmSync(scratch, {recursive: true, force: true});
  }
});
