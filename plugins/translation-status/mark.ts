import fs from 'node:fs';
import path from 'node:path';
import {fingerprint, messageFingerprint} from './fingerprint';
import {changesByFile, hasHistory, isAncestor, readBlobs, repositoryPaths} from './git';
import {messageRecordsFile, readCodeJson, readMessageRecords, readRecord, translationFingerprint, writeMessageRecords, writeRecord} from './records';
import {pairOfTranslation, type PagePair} from './sources';
import {loadEnglishHistory, locateInHistory, versionsOf} from './status';

export type MarkOptions = {
  /** The English edit needs no change in the translation (a typo fixed in English, a link target): mark it anyway. */
  noChangeNeeded?: boolean;
};

export type MarkResult = {file: string; marked: boolean; message: string};

/**
 * Whether the translation was edited after the English page took its current text: its text (less the record)
 * differs from the last commit's, or the last commit that changed it comes at or after the English change.
 */
function editedSinceEnglishChange(siteDir: string, pair: PagePair, current: string): {edited: boolean; why: string} {
  const history = loadEnglishHistory(siteDir);
  if (!history) return {edited: false, why: 'without Git history, whether the translation was edited since cannot be told'};
  const {englishChange} = locateInHistory(versionsOf(history, pair.english), current, undefined);
  const {top, prefix} = repositoryPaths(siteDir);
  const versions = changesByFile(siteDir, [pair.translation]).get(pair.translation) ?? [];
  const texts = readBlobs(top, versions.map((v) => `${v.commit}:${prefix}${pair.translation}`)).map((text) => (text === undefined ? undefined : translationFingerprint(text)));
  const now = translationFingerprint(fs.readFileSync(path.join(siteDir, pair.translation), 'utf8'));
  if (texts.length === 0 || texts[0] !== now) return {edited: true, why: 'the translation has changes not committed yet'};
  if (!englishChange) return {edited: false, why: `${pair.english} has changes not committed yet, after the translation's last commit`};
  let i = 0;
  while (i + 1 < texts.length && texts[i + 1] === texts[0]) i++;
  const lastEdit = versions[i]!;
  if (isAncestor(siteDir, englishChange.commit, lastEdit.commit)) return {edited: true, why: `translated in ${lastEdit.commit.slice(0, 9)}, after the English change`};
  return {
    edited: false,
    why: `the translation's text last changed in ${lastEdit.commit.slice(0, 9)} (${lastEdit.date.slice(0, 10)}), before ${pair.english} did in ${englishChange.commit.slice(0, 9)} (${englishChange.date.slice(0, 10)})`,
  };
}

/** Marks a translated Markdown page as translating its English page's current text. */
export function markPage(siteDir: string, file: string, options: MarkOptions = {}): MarkResult {
  const pair = pairOfTranslation(siteDir, path.resolve(siteDir, file));
  if (!pair) return {file, marked: false, message: 'not a translated page (i18n/<locale>/docusaurus-plugin-content-{docs,blog,pages}/...)'};
  const englishFile = path.join(siteDir, pair.english);
  const translationFile = path.join(siteDir, pair.translation);
  if (!fs.existsSync(translationFile)) return {file, marked: false, message: 'no such file'};
  if (!fs.existsSync(englishFile)) return {file, marked: false, message: `its English page ${pair.english} does not exist`};
  const current = fingerprint(fs.readFileSync(englishFile, 'utf8'));
  const text = fs.readFileSync(translationFile, 'utf8');
  const recorded = readRecord(text);
  if (recorded === current) return {file, marked: false, message: 'already fresh'};
  // A page without a record is a new translation: made from the English page as it is.
  if (recorded !== undefined && !options.noChangeNeeded) {
    const {edited, why} = editedSinceEnglishChange(siteDir, pair, current);
    if (!edited) {
      return {
        file,
        marked: false,
        message: `not marked: ${why}. Translate what changed (npm run translations -- ${pair.locale} --diff), or pass --no-change-needed if the English edit needs no change here`,
      };
    }
  }
  fs.writeFileSync(translationFile, writeRecord(text, current));
  return {file, marked: true, message: `marked fresh (${current})`};
}

/**
 * Marks the translated interface messages of a locale's code.json: each new translation, and each outdated one
 * whose translated text changed since it was recorded (all of them with `noChangeNeeded`). Messages still holding
 * the English text are not translations.
 */
export function markMessages(siteDir: string, locale: string, english: Record<string, string>, options: MarkOptions = {}): MarkResult {
  const file = `i18n/${locale}/code.json`;
  const translated = readCodeJson(siteDir, locale);
  const records = readMessageRecords(siteDir, locale);
  const marked: string[] = [];
  const refused: string[] = [];
  for (const [id, message] of Object.entries(english)) {
    const value = translated[id];
    const current = messageFingerprint(message);
    const record = records[id];
    if (value === undefined || record?.source === current) continue;
    if (!record && value === message && !options.noChangeNeeded) continue;
    if (record && record.translation === messageFingerprint(value) && !options.noChangeNeeded) {
      refused.push(id);
      continue;
    }
    records[id] = {source: current, translation: messageFingerprint(value)};
    marked.push(id);
  }
  if (marked.length > 0) writeMessageRecords(siteDir, locale, records);
  const lines = [`${marked.length} message(s) marked fresh in ${messageRecordsFile(locale)}${marked.length ? `: ${marked.join(', ')}` : ''}`];
  if (refused.length > 0) lines.push(`not marked, their translation is unchanged since the English changed (--no-change-needed if none is needed): ${refused.join(', ')}`);
  return {file, marked: marked.length > 0, message: lines.join('\n  ')};
}

export {hasHistory};
