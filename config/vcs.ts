import {execFileSync} from 'node:child_process';

// Docusaurus evaluates the config more than once per build: the flag lives on the process, not the module.
const warnedKey = Symbol.for('socket.io-website.vcs-warned');

// The answer too, by folder: the dev server evaluates the config again on each reload of the site, and asking Git
// took 60 ms of each.
const answersKey = Symbol.for('socket.io-website.vcs-inside-worktree');

function insideGitWorktree(dir: string): boolean {
  const answers = ((globalThis as Record<symbol, Map<string, boolean>>)[answersKey] ??= new Map());
  let inside = answers.get(dir);
  if (inside === undefined) {
    try {
      inside = execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: dir, stdio: ['ignore', 'pipe', 'ignore']}).toString().trim() === 'true';
    } catch {
      // No git binary, or no repository above `dir`.
      inside = false;
    }
    answers.set(dir, inside);
  }
  return inside;
}

/**
 * Whether the docs' last-update dates can be read from Git. A build from a source archive (a release tarball, a
 * Docker context without .git) has no history, and Docusaurus stops with "This Docusaurus site is outside any Git
 * worktree" (3.9: "An error occurred when trying to get the last update date"): there, pages are built without
 * the date instead, after one warning.
 */
export function hasGitHistory(siteDir: string): boolean {
  if (insideGitWorktree(siteDir)) return true;
  const flags = globalThis as Record<symbol, boolean>;
  if (!flags[warnedKey]) {
    flags[warnedKey] = true;
    console.warn(`[vcs] ${siteDir} is not inside a Git worktree: pages are built without their last-update date.`);
  }
  return false;
}
