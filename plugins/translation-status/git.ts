import {execFileSync, spawnSync} from 'node:child_process';

/** Git's output for `args`, run in `cwd`; throws with Git's message when it fails. */
export function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, {cwd, encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'pipe']});
}

/**
 * Whether `siteDir` has the history the records are derived from and checked against: a Git work tree, not a
 * shallow clone. A source archive (a release tarball, a Docker context) has none: fingerprints still work there,
 * dates, diffs and the check of past fingerprints do not.
 */
export function hasHistory(siteDir: string): boolean {
  try {
    if (git(siteDir, ['rev-parse', '--is-inside-work-tree']).trim() !== 'true') return false;
    return git(siteDir, ['rev-parse', '--is-shallow-repository']).trim() !== 'true';
  } catch {
    return false;
  }
}

/** The repository's top folder, and the site's path inside it ('' when the site is the repository). */
export function repositoryPaths(siteDir: string): {top: string; prefix: string} {
  return {top: git(siteDir, ['rev-parse', '--show-toplevel']).trim(), prefix: git(siteDir, ['rev-parse', '--show-prefix']).trim()};
}

/**
 * The content of many files at many commits in one `git cat-file --batch`: each request is `<commit>:<path>`
 * (path from the repository's top), each answer the file's text or undefined where it did not exist.
 */
export function readBlobs(cwd: string, requests: string[]): (string | undefined)[] {
  if (requests.length === 0) return [];
  const result = spawnSync('git', ['cat-file', '--batch'], {cwd, input: requests.join('\n') + '\n', maxBuffer: 1 << 30});
  if (result.status !== 0) throw new Error(`git cat-file failed: ${result.stderr.toString()}`);
  const out = result.stdout;
  const answers: (string | undefined)[] = [];
  let at = 0;
  for (let i = 0; i < requests.length; i++) {
    const lineEnd = out.indexOf(10, at);
    const header = out.subarray(at, lineEnd).toString();
    at = lineEnd + 1;
    if (header.endsWith(' missing') || header.endsWith(' ambiguous')) {
      answers.push(undefined);
      continue;
    }
    const size = Number(header.split(' ')[2]);
    answers.push(out.subarray(at, at + size).toString('utf8'));
    at += size + 1;
  }
  return answers;
}

/** A commit that changed a file: its id and committer date (ISO 8601). */
export type Change = {commit: string; date: string};

/**
 * For every file under `paths` (site-relative), the commits that changed it, newest first (`git log`, topological
 * order, no rename following: a renamed file starts a new history, as its translations move with it).
 */
export function changesByFile(siteDir: string, paths: string[]): Map<string, Change[]> {
  const {prefix} = repositoryPaths(siteDir);
  const log = git(siteDir, ['log', '--topo-order', '--no-renames', '--format=%x00%H %cI', '--name-only', '--', ...paths]);
  const changes = new Map<string, Change[]>();
  for (const entry of log.split('\0').slice(1)) {
    const [head, ...files] = entry.split('\n').filter(Boolean);
    const [commit, date] = head!.split(' ');
    for (const file of files) {
      const rel = file.startsWith(prefix) ? file.slice(prefix.length) : file;
      let list = changes.get(rel);
      if (!list) changes.set(rel, (list = []));
      list.push({commit: commit!, date: date!});
    }
  }
  return changes;
}

/** Whether commit `a` is `b` or an ancestor of it. */
export function isAncestor(siteDir: string, a: string, b: string): boolean {
  return spawnSync('git', ['merge-base', '--is-ancestor', a, b], {cwd: siteDir}).status === 0;
}
