import fs from 'node:fs';
import path from 'node:path';
import {fingerprint, fingerprintPattern, messageFingerprint} from './fingerprint';
import {changesByFile, git, hasHistory, readBlobs, repositoryPaths, type Change} from './git';
import {processCache} from './processCache';
import {readCodeJson, readMessageRecords, readRecord} from './records';
import {contentAreas, orphanTranslations, pagePairs, translatedLocales, type PagePair} from './sources';

/** One committed version of an English page: the commit, its date, the page's fingerprint there (undefined: deleted). */
export type EnglishVersion = Change & {fingerprint: string | undefined; file: string};

/** Every committed version of every English page, newest first, by site-relative path; undefined without Git history. */
export type EnglishHistory = Map<string, EnglishVersion[]> | undefined;

export function loadEnglishHistory(siteDir: string): EnglishHistory {
  if (!hasHistory(siteDir)) return undefined;
  const {top, prefix} = repositoryPaths(siteDir);
  const areas = contentAreas(siteDir).map((area) => area.english);
  const changes = changesByFile(siteDir, areas);
  const keys = [...changes].flatMap(([file, list]) => list.map((change) => ({file, change})));
  const blobs = readBlobs(top, keys.map(({file, change}) => `${change.commit}:${prefix}${file}`));
  const history = new Map<string, EnglishVersion[]>();
  keys.forEach(({file, change}, i) => {
    let list = history.get(file);
    if (!list) history.set(file, (list = []));
    const text = blobs[i];
    list.push({...change, file, fingerprint: text === undefined ? undefined : fingerprint(text)});
  });
  return history;
}

/**
 * The English history as of the commit checked out, read once per commit: the dev server computes the status page on
 * every content save, and reading the history costs about 0.45 s of Git and fingerprints there (plugins/dev-server
 * README). The history holds committed versions only, so a new commit (a new HEAD) is all that changes it.
 */
const historyAtHead = processCache<string, {head: string; history: EnglishHistory}>('history-at-head');
export function englishHistoryAtHead(siteDir: string): EnglishHistory {
  let head = '';
  try {
    head = git(siteDir, ['rev-parse', '--verify', '--quiet', 'HEAD']).trim();
  } catch {
    // Not a repository, or one without commits: no history either way.
  }
  const cached = historyAtHead.get(siteDir);
  if (cached && cached.head === head) return cached.history;
  const history = head ? loadEnglishHistory(siteDir) : undefined;
  historyAtHead.set(siteDir, {head, history});
  return history;
}

/**
 * The versions of an English page, newest first, followed by those it had under its other extension: a page that
 * became `.mdx` (to show a figure) keeps the history it had as `.md`, and the records made from it.
 */
export function versionsOf(history: NonNullable<EnglishHistory>, english: string): EnglishVersion[] {
  const other = english.endsWith('.mdx') ? english.slice(0, -1) : `${english}x`;
  return [...(history.get(english) ?? []), ...(history.get(other) ?? [])];
}

export type Status = 'fresh' | 'outdated' | 'missing' | 'unrecorded';

export type PageStatus = PagePair & {
  status: Status;
  /** The English page's fingerprint now. */
  current: string;
  /** What the translation records (fresh, outdated). */
  recorded?: string;
  /** Whether the record is a version the English page had (now, or in its Git history); undefined without history. */
  knownRecord?: boolean;
  /** The commit at which the English page took its current text, when committed (outdated pages). */
  englishChange?: Change;
  /** The newest commit at which the English page had the recorded text (outdated pages): where its diff starts. */
  recordedAt?: Change & {file: string};
};

/** Where an English page's current text came in, and where it last had `recorded`, from its history. */
export function locateInHistory(versions: EnglishVersion[] | undefined, current: string, recorded: string | undefined) {
  if (!versions || versions.length === 0) return {known: recorded === current};
  let englishChange: Change | undefined;
  // The working tree's text is the newest commit's, or an edit not committed yet (no date to give).
  if (versions[0]!.fingerprint === current) {
    let i = 0;
    while (i + 1 < versions.length && versions[i + 1]!.fingerprint === current) i++;
    englishChange = {commit: versions[i]!.commit, date: versions[i]!.date};
  }
  const at = recorded === undefined ? undefined : versions.find((version) => version.fingerprint === recorded);
  return {known: recorded === current || at !== undefined, englishChange, recordedAt: at && {commit: at.commit, date: at.date, file: at.file}};
}

/** The status of one English page's translation in one locale, from the files as they are now. */
export function pageStatus(siteDir: string, pair: PagePair, history: EnglishHistory): PageStatus {
  const current = fingerprint(fs.readFileSync(path.join(siteDir, pair.english), 'utf8'));
  const translationFile = path.join(siteDir, pair.translation);
  if (!fs.existsSync(translationFile)) return {...pair, status: 'missing', current};
  const recorded = readRecord(fs.readFileSync(translationFile, 'utf8'));
  if (recorded === undefined) return {...pair, status: 'unrecorded', current};
  const status = recorded === current ? 'fresh' : 'outdated';
  if (!history) return {...pair, status, current, recorded};
  const found = locateInHistory(versionsOf(history, pair.english), current, recorded);
  return {
    ...pair,
    status,
    current,
    recorded,
    knownRecord: found.known,
    ...(status === 'outdated' && {englishChange: found.englishChange, recordedAt: found.recordedAt}),
  };
}

export type MessageStatus = {locale: string; id: string; status: Status; current: string; recorded?: string};

/**
 * The status of each English interface message in `locale`: fresh or outdated by its record, missing when
 * code.json lacks it or still holds the English text with no record (what `write-translations` adds). Ids that
 * code.json lacks and Docusaurus translates itself (`docusaurusTranslated`) are left out.
 */
export function messageStatuses(siteDir: string, locale: string, english: Record<string, string>, docusaurusTranslated = new Set<string>()): MessageStatus[] {
  const translated = readCodeJson(siteDir, locale);
  const records = readMessageRecords(siteDir, locale);
  return Object.keys(english)
    .filter((id) => id in translated || !docusaurusTranslated.has(id))
    .sort()
    .map((id) => {
      const current = messageFingerprint(english[id]!);
      const record = records[id];
      if (record) return {locale, id, status: record.source === current ? 'fresh' : 'outdated', current, recorded: record.source};
      const value = translated[id];
      return {locale, id, status: value === undefined || value === english[id] ? 'missing' : 'unrecorded', current};
    });
}

export type Counts = {translated: number; outdated: number; missing: number};

export function count(statuses: {status: Status}[]): Counts {
  return {
    translated: statuses.filter((s) => s.status !== 'missing').length,
    outdated: statuses.filter((s) => s.status === 'outdated').length,
    missing: statuses.filter((s) => s.status === 'missing').length,
  };
}

export type LocaleReport = {locale: string; pages: PageStatus[]; messages: MessageStatus[]; orphans: string[]};

/** The state of every translation of every locale (or of `locales`). */
export function translationReport(
  siteDir: string,
  english: Record<string, string>,
  history: EnglishHistory,
  locales = translatedLocales,
  docusaurusTranslated: Record<string, Set<string>> = {},
): LocaleReport[] {
  return locales.map((locale) => ({
    locale,
    pages: pagePairs(siteDir, locale).map((pair) => pageStatus(siteDir, pair, history)),
    messages: messageStatuses(siteDir, locale, english, docusaurusTranslated[locale]),
    orphans: orphanTranslations(siteDir, locale),
  }));
}

/** Records that are not a fingerprint, or not one any version of their English page ever had. */
export function badRecords(report: LocaleReport[]): string[] {
  const problems: string[] = [];
  for (const {pages} of report) {
    for (const page of pages) {
      if (page.recorded === undefined) continue;
      if (!fingerprintPattern.test(page.recorded)) problems.push(`${page.translation}: "${page.recorded}" is not a fingerprint`);
      else if (page.knownRecord === false) problems.push(`${page.translation}: ${page.recorded} is no version of ${page.english}`);
    }
  }
  return problems;
}
