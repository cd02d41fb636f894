import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Page} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../../tests/helpers/chromium';
import {openDevPage, startDevServer, untilPage} from '../../tests/helpers/devServer';
import {scratchSite} from '../../tests/helpers/scratchSite';
import {edits, type Edit} from './dev-reload/edits';

// `npm run bench -- dev-reload`: the author's and translator's loop. On a fresh clone of the checkout in /tmp (its
// uncommitted changes on top, no build output or bundler cache), starts `npm run dev -- --locale <locale>` for each
// locale of scripts/bench/dev-reload/edits.ts, opens each kind of file's page in Debian's Chromium, saves the file
// with a unique marker where the page shows it and measures from the save to the marker in the page's text (after a
// hot update or a reload alike), then puts the file back and waits until the page no longer shows it. Prints per
// kind the median of DEV_RELOAD_RUNS saves (3), and per locale the start-up time (from the command to the first page
// shown). DEV_RELOAD_LOCALES=pt-br,en measures those servers only; DEV_RELOAD_KINDS=sample,svg the kinds whose name
// contains one of the words.

const siteDir = path.resolve(__dirname, '../..');
const runs = Number(process.env.DEV_RELOAD_RUNS) || 3;
/** A save that has not reached the page after this long is counted as never. */
const giveUpMs = 45_000;

const load = () => os.loadavg().map((value) => value.toFixed(2)).join(' ');
const seconds = (ms: number | undefined) => (ms === undefined ? `never (> ${giveUpMs / 1000} s)` : `${(ms / 1000).toFixed(1)} s`);
const cpuSeconds = (ms: number | undefined) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(1)} s`);

function median(values: (number | undefined)[]): number | undefined {
  // A save that never showed counts as the slowest.
  const sorted = values.map((value) => value ?? Infinity).sort((a, b) => a - b);
  const middle = sorted[Math.floor(sorted.length / 2)]!;
  return Number.isFinite(middle) ? middle : undefined;
}

/** Per save: milliseconds from the save to the page showing it, and of the dev server's CPU meanwhile. */
/** What an interrupted run (Ctrl+C) must still stop or remove: the dev server, the browser, the clone. */
const cleanups: (() => unknown)[] = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.allSettled(cleanups.reverse().map((cleanup) => cleanup())).then(() => process.exit(130));
  });
}

type Row = {edit: Edit; times: (number | undefined)[]; cpu: (number | undefined)[]; load: string};

async function measureLocale(dir: string, locale: string, kinds: Edit[], page: Page, rows: Row[]) {
  const logFile = path.join(os.tmpdir(), `dev-reload-${locale}.log`);
  const start = performance.now();
  const server = await startDevServer(dir, locale, logFile);
  cleanups.push(() => server.stop());
  try {
    await openDevPage(page, server.base + kinds[0]!.page);
    const startupCpu = server.cpuSeconds();
    console.log(`${locale}: start-up ${seconds(performance.now() - start)}, server CPU ${cpuSeconds(startupCpu === undefined ? undefined : startupCpu * 1000)} (command to first page shown; load ${load()}); server log ${logFile}`);
    await server.quiet(2000);
    for (const edit of kinds) {
      await openDevPage(page, server.base + edit.page);
      await server.quiet();
      const file = path.join(dir, edit.file);
      const original = fs.readFileSync(file, 'utf8');
      const times: (number | undefined)[] = [];
      const cpu: (number | undefined)[] = [];
      try {
        for (let run = 0; run < runs; run++) {
          const marker = `devreload${Date.now().toString(36)}${run}`;
          const edited = edit.apply(original, marker);
          const cpuBefore = server.cpuSeconds();
          const saved = performance.now();
          fs.writeFileSync(file, edited);
          server.note(`bench: saved ${edit.file} with ${marker}`);
          const shown = await untilPage(page, marker, true, giveUpMs);
          times.push(shown === undefined ? undefined : performance.now() - saved);
          const cpuAfter = server.cpuSeconds();
          cpu.push(shown === undefined || cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) * 1000);
          server.note(shown === undefined ? `bench: ${marker} never shown` : `bench: ${marker} shown`);
          fs.writeFileSync(file, original);
          await untilPage(page, marker, false, giveUpMs);
          await server.quiet();
        }
      } finally {
        fs.writeFileSync(file, original);
      }
      rows.push({edit, times, cpu, load: load()});
      console.log(`  ${edit.kind}: ${times.map(seconds).join(', ')}; server CPU ${cpu.map(cpuSeconds).join(', ')} (load ${load()})`);
    }
  } finally {
    await server.stop();
  }
}

async function benchDevReload() {
  const localesWanted = process.env.DEV_RELOAD_LOCALES?.split(',').map((locale) => locale.trim());
  const kindWords = process.env.DEV_RELOAD_KINDS?.split(',').map((word) => word.trim().toLowerCase());
  const chosen = edits.filter((edit) => (!localesWanted || localesWanted.includes(edit.locale)) && (!kindWords || kindWords.some((word) => edit.kind.toLowerCase().includes(word))));
  const locales = [...new Set(chosen.map((edit) => edit.locale))];
  const tree = scratchSite(siteDir, 'dev-reload-');
  cleanups.push(tree.remove);
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  cleanups.push(() => browser.close());
  const rows: Row[] = [];
  console.log(`dev-reload: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${new Date().toISOString().slice(0, 10)}, load ${load()}; clone in ${tree.dir}`);
  try {
    const page = await browser.newPage();
    for (const locale of locales) await measureLocale(tree.dir, locale, chosen.filter((edit) => edit.locale === locale), page, rows);
  } finally {
    await browser.close();
    tree.remove();
  }
  console.log(`\n| Save | Server | Median of ${runs} | Runs | Server CPU, median | Load average |\n| --- | --- | --- | --- | --- | --- |`);
  for (const {edit, times, cpu, load: average} of rows) {
    console.log(`| ${edit.kind} | ${edit.locale} | ${seconds(median(times))} | ${times.map(seconds).join(', ')} | ${cpuSeconds(median(cpu))} | ${average} |`);
  }
}

benchDevReload().catch((error) => {
  console.error(error);
  process.exit(1);
});
