import fs from 'node:fs';
import path from 'node:path';
import {hashText, splitFrontMatter} from './fingerprint';

/**
 * The record of a translated Markdown page: a front matter line naming the fingerprint of the English text it
 * translates (MDN's `sourceCommit`, but of the text rather than of a commit). It travels with the page through
 * renames and merges line by line; Docusaurus's docs, blog and pages plugins accept unknown front matter keys.
 */
export const recordKey = 'source_fingerprint';

const recordLine = new RegExp(`^${recordKey}:[ \\t]*['"]?([^'"\\s]*)['"]?[ \\t]*$`, 'm');
const recordLineWithBreak = new RegExp(`^${recordKey}:.*(?:\\r?\\n|$)`, 'm');

/** The fingerprint a translation records, or undefined when it has none. */
export function readRecord(markdown: string): string | undefined {
  const {frontMatter} = splitFrontMatter(markdown);
  return recordLine.exec(frontMatter)?.[1] || undefined;
}

/** The translation with its record set to `fingerprint`: the line replaced, or added last in its front matter. */
export function writeRecord(markdown: string, fingerprint: string): string {
  const line = `${recordKey}: ${fingerprint}`;
  const {frontMatter, body} = splitFrontMatter(markdown);
  const head = markdown.slice(0, markdown.length - body.length);
  if (!head) return `---\n${line}\n---\n\n${markdown}`;
  if (recordLine.test(frontMatter)) return head.replace(recordLine, line) + body;
  const end = head.lastIndexOf(frontMatter) + frontMatter.length;
  return `${head.slice(0, end)}\n${line}${head.slice(end)}${body}`;
}

/**
 * The fingerprint of what the translator wrote: the whole file less its record line, whitespace made one space.
 * Marking a page (which only changes the record) leaves it as it was; translating a sentence changes it.
 */
export function translationFingerprint(markdown: string): string {
  return hashText(markdown.replace(recordLineWithBreak, '').replace(/\s+/g, ' ').trim());
}

/** A record of one interface message: the English message's fingerprint and the translated message's. */
export type MessageRecord = {source: string; translation: string};
export type MessageRecords = Record<string, MessageRecord>;

/** The records of `i18n/<locale>/code.json`'s messages live beside it, in this file. */
export const messageRecordsFile = (locale: string) => `i18n/${locale}/code.sources.json`;

export function readMessageRecords(siteDir: string, locale: string): MessageRecords {
  const file = path.join(siteDir, messageRecordsFile(locale));
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as MessageRecords) : {};
}

/** One message a line, ids sorted: a record merges and diffs line by line. */
export function formatMessageRecords(records: MessageRecords): string {
  const ids = Object.keys(records).sort();
  const lines = ids.map((id) => `  ${JSON.stringify(id)}: {"source": ${JSON.stringify(records[id]!.source)}, "translation": ${JSON.stringify(records[id]!.translation)}}`);
  return `{\n${lines.join(',\n')}\n}\n`;
}

export function writeMessageRecords(siteDir: string, locale: string, records: MessageRecords): void {
  fs.writeFileSync(path.join(siteDir, messageRecordsFile(locale)), formatMessageRecords(records));
}

/** The translated messages of a locale's code.json, by id. */
export function readCodeJson(siteDir: string, locale: string): Record<string, string> {
  const file = path.join(siteDir, 'i18n', locale, 'code.json');
  if (!fs.existsSync(file)) return {};
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  return Object.fromEntries(Object.entries(data).map(([id, entry]) => [id, entry.message]));
}
