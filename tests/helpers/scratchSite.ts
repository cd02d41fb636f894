import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What a fresh checkout does not have: installed packages, build output, generated files. */
const notSources = new Set(['node_modules', 'build', '.docusaurus', 'test-results', 'playwright-report']);

function git(siteDir: string, args: string[]): string {
  return execFileSync('git', args, {cwd: siteDir, stdio: ['ignore', 'pipe', 'ignore']}).toString();
}

function insideGit(siteDir: string): boolean {
  try {
    return git(siteDir, ['rev-parse', '--is-inside-work-tree']).trim() === 'true';
  } catch {
    return false;
  }
}

/**
 * A copy of the site in /tmp, as a fresh clone of it is, for a test or benchmark that edits its files: an
 * interrupted run leaves the checkout alone. In Git: a clone of the checkout (its history included) with the
 * working tree's uncommitted changes on top; otherwise a copy of its sources. Its node_modules is a folder of links
 * to the checkout's packages, without their `.cache`: the bundler's persistent cache starts empty and stays in the
 * copy.
 */
export function scratchSite(siteDir: string, prefix = 'scratch-site-'): {dir: string; remove: () => void} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (insideGit(siteDir)) {
    execFileSync('git', ['clone', '--quiet', siteDir, dir]);
    const list = (flags: string[]) => git(siteDir, ['ls-files', '-z', ...flags]).split('\0').filter(Boolean);
    const deleted = new Set(list(['--deleted']));
    for (const file of deleted) fs.rmSync(path.join(dir, file), {force: true});
    for (const file of list(['--modified', '--others', '--exclude-standard'])) {
      if (deleted.has(file)) continue;
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.copyFileSync(path.join(siteDir, file), path.join(dir, file));
    }
  } else {
    const copied = (source: string) => !notSources.has(path.relative(siteDir, source)) && path.basename(source) !== 'node_modules';
    fs.cpSync(siteDir, dir, {recursive: true, filter: copied});
  }
  const modules = path.join(siteDir, 'node_modules');
  fs.mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of fs.readdirSync(modules)) {
    if (entry !== '.cache') fs.symlinkSync(path.join(modules, entry), path.join(dir, 'node_modules', entry));
  }
  return {dir, remove: () => fs.rmSync(dir, {recursive: true, force: true})};
}
