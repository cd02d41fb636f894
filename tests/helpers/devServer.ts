import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import {setTimeout as sleep} from 'node:timers/promises';
import type {Page} from '@playwright/test';
import {freePort} from './processes';

/** The site's base URL in the dev server of `locale`: the default locale at the root, the others under their path. */
export const localeBase = (port: number, locale: string) => `http://localhost:${port}/${locale === 'en' ? '' : `${locale}/`}`;

/** Clock ticks per second of /proc's CPU times. */
const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * Seconds of CPU the processes of group `pgid` have used so far (user and system, every thread: Node's main thread,
 * Rspack's workers), from /proc; undefined where there is no /proc.
 */
function groupCpuSeconds(pgid: number): number | undefined {
  if (!fs.existsSync('/proc/self/stat')) return undefined;
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // After the command's name in parentheses: state, ppid, pgrp, … utime (12th), stime (13th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / clockTicks;
}

/** The locale `npm run dev` serves when none is given (scripts/dev.ts). */
export const devDefaultLocale = 'pt-br';

/**
 * `npm run dev -- --locale <locale>` in `siteDir` (plain `npm run dev` without a locale), as an author starts it,
 * on a free port. Its output goes to `logFile`, each line stamped with the seconds since the command; `quiet()`
 * waits until it has printed nothing for a while (the bundler done with a rebuild).
 */
export async function startDevServer(siteDir: string, locale: string | undefined, logFile: string) {
  const port = await freePort();
  const log = fs.createWriteStream(logFile);
  const started = performance.now();
  let lastOutput = started;
  const child: ChildProcess = spawn('npm', ['run', '--silent', 'dev', '--', ...(locale ? ['--locale', locale] : []), '--port', String(port), '--host', 'localhost', '--no-open'], {
    cwd: siteDir,
    // Its own process group, so that stopping it stops Docusaurus too, not only npm.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on('data', (chunk: Buffer) => {
      lastOutput = performance.now();
      // Each line with the time since the command, to read a save's rebuilds and reloads against the bench's times.
      const at = `[${((lastOutput - started) / 1000).toFixed(2)} s] `;
      log.write(chunk.toString().replace(/^(?=.)/gm, at));
    });
  }
  return {
    port,
    base: localeBase(port, locale ?? devDefaultLocale),
    /** Writes `text` into the log, stamped as its lines are (a test's or bench's saves among the server's rebuilds). */
    note(text: string) {
      log.write(`[${((performance.now() - started) / 1000).toFixed(2)} s] ${text}\n`);
    },
    /** Seconds of CPU the server has used so far (see groupCpuSeconds). */
    cpuSeconds: () => groupCpuSeconds(child.pid!),
    /** Resolves once the server has printed nothing for `ms` (at most `max` ms). */
    async quiet(ms = 1000, max = 60_000) {
      const start = performance.now();
      while (performance.now() - lastOutput < ms && performance.now() - start < max) await sleep(100);
    },
    async stop() {
      if (child.exitCode === null) {
        process.kill(-child.pid!, 'SIGTERM');
        const killed = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
        if (!killed) process.kill(-child.pid!, 'SIGKILL');
      }
      await exited;
      log.end();
    },
  };
}

/** Whether the page's text contains `text`; undefined while the page is being replaced (a full reload). */
async function pageShows(page: Page, text: string): Promise<boolean | undefined> {
  try {
    return await page.evaluate((wanted) => document.body?.textContent?.includes(wanted) ?? false, text);
  } catch {
    return undefined;
  }
}

/**
 * Milliseconds until the open page shows `text` (or, `present` false, no longer shows it), after a hot update or a
 * reload of the page alike; undefined after `timeoutMs`.
 */
export async function untilPage(page: Page, text: string, present: boolean, timeoutMs: number): Promise<number | undefined> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    if ((await pageShows(page, text)) === present) return performance.now() - start;
    await sleep(20);
  }
  return undefined;
}

/**
 * Opens `url` in the dev server and waits for its heading: the first request waits for the first build, and a
 * page requested while the server restarts its bundle is asked again, for up to `timeoutMs`.
 */
export async function openDevPage(page: Page, url: string, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await page.goto(url, {waitUntil: 'load', timeout: Math.max(1000, deadline - Date.now())});
      await page.waitForSelector('h1', {timeout: Math.max(1000, deadline - Date.now())});
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(1000);
    }
  }
}
