import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildDir} from '../helpers/builtSite';
import {repoRoot} from '../helpers/processes';
import {hasGitHistory} from '../../config/vcs';

// What a source archive (a release tarball, a Docker context ignoring .git) holds: the tree without Git's data,
// the installed packages or anything a build or a test run wrote.
const leftOut = new Set(['.git', 'node_modules', 'build', '.docusaurus', 'test-results', 'playwright-report']);

test('the site builds from a copy of the tree outside any Git worktree, without last-update dates', {timeout: 15 * 60_000}, () => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'site-archive-'));
  try {
    fs.cpSync(repoRoot, copy, {recursive: true, filter: (source) => !leftOut.has(path.basename(source))});
    fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(copy, 'node_modules'));
    assert.notEqual(spawnSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: copy}).stdout?.toString().trim(), 'true');

    // An English edit: its translations say so, from the fingerprints alone (no Git history to date it).
    const rooms = path.join(copy, 'docs/rooms.mdx');
    fs.writeFileSync(rooms, fs.readFileSync(rooms, 'utf8').replace('A **room** is a named group of sockets', 'A **room** is a group of sockets with a name'));

    const outDir = path.join(copy, 'build');
    const build = spawnSync('npx', ['docusaurus', 'build', '--locale', 'pt-br', '--out-dir', outDir], {
      cwd: copy,
      // The persistent cache lives in node_modules, shared with the checkout's own builds: this build starts cold.
      env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
      encoding: 'utf8',
    });
    const output = `${build.stdout}${build.stderr}`;
    assert.equal(build.status, 0, `the build failed:\n${output.slice(-4000)}`);
    assert.equal(output.match(/is not inside a Git worktree/g)?.length, 1, 'one warning says why the dates are missing');

    const doc = fs.readFileSync(path.join(outDir, 'docs/v4/rooms/index.html'), 'utf8');
    assert.match(doc, /<h1[^>]*>Salas<\/h1>/);
    assert.doesNotMatch(doc, /theme-last-updated/);

    // The page made outdated shows the notice, in Portuguese, undated, with the English page (on the public site:
    // pt-br alone is built at the root) and its history; a fresh translation shows none.
    const notice = doc.match(/<div role="?note"? class="translation-notice translation-notice--outdated">[\s\S]*?<\/div>/)?.[0] ?? '';
    assert.match(notice, /A página em inglês foi atualizada depois desta tradução\./);
    assert.match(notice, /<a href="?https:\/\/socket\.io\/docs\/v4\/rooms\/"? hreflang="?en"?>Leia a página em inglês<\/a>/);
    assert.match(notice, /<a href="?https:\/\/github\.com\/socketio\/socket\.io-website\/commits\/main\/docs\/rooms\.mdx"?>o que mudou<\/a>/);
    assert.doesNotMatch(fs.readFileSync(path.join(outDir, 'docs/v4/namespaces/index.html'), 'utf8'), /translation-notice/);
  } finally {
    fs.rmSync(copy, {recursive: true, force: true});
  }
});

// What this tree promises: dates where it is a Git work tree (a checkout), none where it is not (this very test,
// run from a source archive).
const checkoutHasGit = hasGitHistory(repoRoot);
test(`the tree's own build ${checkoutHasGit ? "shows each doc's last-update date, read from Git" : 'has no last-update dates: the tree has no Git history'}`, () => {
  const doc = fs.readFileSync(path.join(buildDir, 'pt-br/docs/v4/rooms/index.html'), 'utf8');
  if (checkoutHasGit) assert.match(doc, /theme-last-updated/);
  else assert.doesNotMatch(doc, /theme-last-updated/);
});
