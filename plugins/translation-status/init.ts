import fs from 'node:fs';
import path from 'node:path';
import {fingerprint, messageFingerprint} from './fingerprint';
import {changesByFile, git, hasHistory, isAncestor, readBlobs, repositoryPaths} from './git';
import {englishMessages, englishMessagesOf, messageSourceDirs} from './messages';
import {readCodeJson, readMessageRecords, readRecord, writeMessageRecords, writeRecord} from './records';
import {pagePairs, translatedLocales} from './sources';

/** Site-relative files with changes not committed (modified, added or untracked), under `paths`. */
function uncommitted(siteDir: string, paths: string[]): Set<string> {
  const {prefix} = repositoryPaths(siteDir);
  const out = git(siteDir, ['status', '--porcelain', '--untracked-files=all', '--no-renames', '--', ...paths]);
  return new Set(out.split('\n').filter(Boolean).map((line) => line.slice(3)).map((file) => (file.startsWith(prefix) ? file.slice(prefix.length) : file)));
}

export type InitResult = {pages: string[]; messages: Record<string, number>; skipped: string[]};

/**
 * Records, for every translated page that has none, the English text it was last updated against: the English
 * page as it was in the last commit that changed the translation (or as it is now, for a translation not committed
 * yet). Pages whose English changed after that start out outdated. Deterministic (commits, not dates or clocks) and
 * re-runnable: pages that have a record keep it. The interface messages of each code.json likewise, by the commit
 * that gave each message its current translation.
 */
export async function initRecords(siteDir: string, locales = translatedLocales): Promise<InitResult> {
  if (!hasHistory(siteDir)) throw new Error('init derives records from Git history: run it in a clone with its history (not shallow)');
  const {top, prefix} = repositoryPaths(siteDir);
  const result: InitResult = {pages: [], messages: {}, skipped: []};
  for (const locale of locales) {
    const pairs = pagePairs(siteDir, locale).filter((pair) => {
      const file = path.join(siteDir, pair.translation);
      return fs.existsSync(file) && readRecord(fs.readFileSync(file, 'utf8')) === undefined;
    });
    if (pairs.length > 0) {
      const dirty = uncommitted(siteDir, [`i18n/${locale}`]);
      const lastChange = changesByFile(siteDir, [`i18n/${locale}`]);
      const sources = pairs.map((pair) => {
        const commit = dirty.has(pair.translation) ? undefined : lastChange.get(pair.translation)?.[0]?.commit;
        return commit === undefined ? fs.readFileSync(path.join(siteDir, pair.english), 'utf8') : {request: `${commit}:${prefix}${pair.english}`};
      });
      const requested = sources.filter((s): s is {request: string} => typeof s !== 'string');
      const blobs = readBlobs(top, requested.map((s) => s.request));
      const byRequest = new Map(requested.map((s, i) => [s.request, blobs[i]]));
      pairs.forEach((pair, i) => {
        const source = sources[i]!;
        const english = typeof source === 'string' ? source : (byRequest.get(source.request) ?? englishAfter(siteDir, pair.english, source.request.split(':')[0]!));
        if (english === undefined) {
          result.skipped.push(`${pair.translation}: ${pair.english} did not exist when the translation last changed`);
          return;
        }
        const file = path.join(siteDir, pair.translation);
        fs.writeFileSync(file, writeRecord(fs.readFileSync(file, 'utf8'), fingerprint(english)));
        result.pages.push(pair.translation);
      });
    }
    result.messages[locale] = await initMessageRecords(siteDir, locale, result.skipped);
  }
  return result;
}

/**
 * The English page a translation committed at `commit` was made from, when the English path did not exist there
 * (a branch that renamed it, `.md` to `.mdx`, merged after the translation's): the page under its other extension
 * at that commit, or else its oldest version committed after it.
 */
function englishAfter(siteDir: string, english: string, commit: string): string | undefined {
  const {top, prefix} = repositoryPaths(siteDir);
  const other = english.endsWith('.mdx') ? english.slice(0, -1) : `${english}x`;
  const [renamed] = readBlobs(top, [`${commit}:${prefix}${other}`]);
  if (renamed !== undefined) return renamed;
  const later = (changesByFile(siteDir, [english]).get(english) ?? []).reverse().find((change) => isAncestor(siteDir, commit, change.commit));
  return later && readBlobs(top, [`${later.commit}:${prefix}${english}`])[0];
}

const messageCache = new Map<string, Record<string, string>>();

/** The English interface messages as they were at `commit`. */
async function englishMessagesAt(siteDir: string, commit: string): Promise<Record<string, string>> {
  const cached = messageCache.get(commit);
  if (cached) return cached;
  const {top, prefix} = repositoryPaths(siteDir);
  const dirs = messageSourceDirs(siteDir).map((dir) => path.relative(siteDir, dir).split(path.sep).join('/'));
  const listed = git(top, ['ls-tree', '-r', '--name-only', commit, '--', ...dirs.map((dir) => prefix + dir)])
    .split('\n')
    .filter((file) => /\.(jsx?|tsx?)$/.test(file));
  const blobs = readBlobs(top, listed.map((file) => `${commit}:${file}`));
  const files = new Map(listed.map((file, i) => [file.slice(prefix.length), blobs[i] ?? '']));
  const messages = await englishMessagesOf(files);
  messageCache.set(commit, messages);
  return messages;
}

async function initMessageRecords(siteDir: string, locale: string, skipped: string[]): Promise<number> {
  const {top, prefix} = repositoryPaths(siteDir);
  const codeJson = `i18n/${locale}/code.json`;
  const translated = readCodeJson(siteDir, locale);
  const records = readMessageRecords(siteDir, locale);
  const versions = changesByFile(siteDir, [codeJson]).get(codeJson) ?? [];
  const texts = readBlobs(top, versions.map((v) => `${v.commit}:${prefix}${codeJson}`)).map((text) =>
    text === undefined ? {} : Object.fromEntries(Object.entries(JSON.parse(text) as Record<string, {message: string}>).map(([id, e]) => [id, e.message])),
  );
  const englishNow = await englishMessagesAtWorkTree(siteDir);
  let added = 0;
  for (const [id, value] of Object.entries(translated)) {
    if (records[id] || englishNow[id] === undefined) continue;
    // The commit that gave the message its current translation: the oldest of the newest run holding it.
    let english: Record<string, string>;
    let i = versions.length;
    if (texts.length === 0 || texts[0]![id] !== value) english = englishNow;
    else {
      i = 0;
      while (i + 1 < texts.length && texts[i + 1]![id] === value) i++;
      english = await englishMessagesAt(siteDir, versions[i]!.commit);
    }
    const source = english[id] ?? (await laterEnglishMessage(siteDir, id, i < versions.length ? versions[i]!.commit : undefined));
    if (source === undefined) {
      skipped.push(`${codeJson} ${id}: no such English message when it was translated`);
      continue;
    }
    if (value === source) continue;
    records[id] = {source: messageFingerprint(source), translation: messageFingerprint(value)};
    added++;
  }
  if (added > 0) writeMessageRecords(siteDir, locale, records);
  return added;
}

/**
 * An English message translated at `commit` where the English tree did not have it yet (a branch adding the
 * component merged after the translation's): its oldest version committed after `commit`.
 */
async function laterEnglishMessage(siteDir: string, id: string, commit: string | undefined): Promise<string | undefined> {
  if (commit === undefined) return undefined;
  const dirs = messageSourceDirs(siteDir).map((dir) => path.relative(siteDir, dir).split(path.sep).join('/'));
  const commits = git(siteDir, ['log', '--topo-order', '--reverse', '--format=%H', '--', ...dirs]).split('\n').filter(Boolean);
  for (const later of commits) {
    if (!isAncestor(siteDir, commit, later)) continue;
    const message = (await englishMessagesAt(siteDir, later))[id];
    if (message !== undefined) return message;
  }
  return undefined;
}

let workTreeMessages: Promise<Record<string, string>> | undefined;
const englishMessagesAtWorkTree = (siteDir: string) => (workTreeMessages ??= englishMessages(siteDir));
