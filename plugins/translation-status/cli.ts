// `npm run translations`: what each edition has translated, what is outdated and what changed in the English.
//   npm run translations [-- <locale>...] [--diff]        the report (--diff: the English diff of each outdated page)
//   npm run translations -- mark <file>... [--no-change-needed]   record a translation as fresh
//   npm run translations -- init                           derive missing records from Git history
import path from 'node:path';
import {git, hasHistory} from './git';
import {initRecords} from './init';
import {markMessages, markPage} from './mark';
import {englishMessages} from './messages';
import {contentAreas, translatedLocales} from './sources';
import {siteReport} from './report';
import {badRecords, count, type LocaleReport, type PageStatus} from './status';

const siteDir = path.resolve(__dirname, '../..');

function pad(cells: (string | number)[], widths: number[]): string {
  return cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]!) : String(cell).padStart(widths[i]!))).join('  ');
}

function diffOf(page: PageStatus, full: boolean): string {
  if (!page.recordedAt) return '';
  // A page renamed since (.md to .mdx): the diff follows it from its old name.
  const files = page.recordedAt.file === page.english ? [page.english] : [page.recordedAt.file, page.english];
  return git(siteDir, ['diff', full ? '--no-color' : '--numstat', '-M', page.recordedAt.commit, '--', ...files]);
}

function printReport(report: LocaleReport[], showDiff: boolean): void {
  const withHistory = hasHistory(siteDir);
  const areas = contentAreas(siteDir).map((area) => area.name);
  const widths = [24, 11, 9, 8];
  console.log(pad(['', 'translated', 'outdated', 'missing'], widths));
  for (const {locale, pages, messages} of report) {
    console.log(pad([`${locale}: pages`, ...Object.values(count(pages))], widths));
    for (const area of areas) console.log(pad([`  ${area}`, ...Object.values(count(pages.filter((p) => p.area === area)))], widths));
    console.log(pad([`${locale}: interface messages`, ...Object.values(count(messages))], widths));
  }
  for (const {locale, pages, messages, orphans} of report) {
    const outdated = pages.filter((page) => page.status === 'outdated');
    const unrecorded = [...pages.filter((page) => page.status === 'unrecorded').map((page) => page.translation), ...messages.filter((m) => m.status === 'unrecorded').map((m) => `code.json ${m.id}`)];
    const outdatedMessages = messages.filter((m) => m.status === 'outdated');
    if (outdated.length + unrecorded.length + outdatedMessages.length + orphans.length === 0) continue;
    console.log(`\n${locale}`);
    for (const page of outdated) {
      const when = page.englishChange
        ? `English changed ${page.englishChange.date.slice(0, 10)} (${page.englishChange.commit.slice(0, 9)})`
        : withHistory
          ? 'English changed, not committed yet'
          : 'English changed';
      let lines = '';
      if (withHistory && page.recordedAt) {
        const [added, removed] = diffOf(page, false).split('\t');
        lines = added === undefined ? '' : `, +${added} −${removed} lines since ${page.recordedAt.commit.slice(0, 9)}`;
      } else if (withHistory) lines = ', the recorded English text is in no commit';
      console.log(`  outdated  ${page.translation}  ${when}${lines}`);
      if (showDiff && withHistory) console.log(diffOf(page, true).replace(/^/gm, '    '));
    }
    if (outdatedMessages.length > 0) console.log(`  outdated  i18n/${locale}/code.json: ${outdatedMessages.map((m) => m.id).join(', ')}`);
    for (const file of unrecorded) console.log(`  no record ${file}  (npm run translations -- init, or mark it)`);
    for (const file of orphans) console.log(`  orphan    ${file}  (its English page is gone: move or delete it)`);
  }
  if (!withHistory) console.log('\nNo Git history here: no dates or diffs, and past fingerprints cannot be checked.');
  const bad = badRecords(report);
  if (bad.length > 0) console.log(`\nRecords that match no English text:\n  ${bad.join('\n  ')}`);
  console.log('\nMark a page fresh once translated: npm run translations -- mark <file>');
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'init') {
    const result = await initRecords(siteDir);
    console.log(`${result.pages.length} page record(s) written; interface messages: ${Object.entries(result.messages).map(([l, n]) => `${l} ${n}`).join(', ')}`);
    for (const line of result.skipped) console.log(`  skipped ${line}`);
    return 0;
  }
  if (command === 'mark') {
    const noChangeNeeded = rest.includes('--no-change-needed');
    const files = rest.filter((arg) => !arg.startsWith('--'));
    if (files.length === 0) {
      console.error('usage: npm run translations -- mark <file>... [--no-change-needed]');
      return 2;
    }
    let english: Record<string, string> | undefined;
    let failed = false;
    for (const file of files) {
      const rel = path.relative(siteDir, path.resolve(process.env.INIT_CWD ?? process.cwd(), file));
      const codeJson = /^i18n\/([^/]+)\/code\.json$/.exec(rel.split(path.sep).join('/'));
      const result = codeJson ? markMessages(siteDir, codeJson[1]!, (english ??= await englishMessages(siteDir)), {noChangeNeeded}) : markPage(siteDir, rel, {noChangeNeeded});
      console.log(`${result.file}: ${result.message}`);
      if (!result.marked && result.message.startsWith('not')) failed = true;
    }
    return failed ? 1 : 0;
  }
  const showDiff = argv.includes('--diff');
  const locales = argv.filter((arg) => !arg.startsWith('--'));
  const unknown = locales.filter((locale) => !translatedLocales.includes(locale));
  if (unknown.length > 0) {
    console.error(`unknown locale(s) ${unknown.join(', ')}: ${translatedLocales.join(', ')}`);
    return 2;
  }
  const report = await siteReport(siteDir, locales.length > 0 ? locales : translatedLocales);
  printReport(report, showDiff);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
