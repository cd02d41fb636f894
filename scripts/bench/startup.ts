import fs from 'node:fs';
import path from 'node:path';
import {launchChromium} from '../../tests/helpers/chromium';
import {startExampleServer} from '../../tests/helpers/processes';
import {pageTypes} from './pageTypes';

// What main.js does while a page starts, on Lighthouse's phone (412 px, 4x CPU), per page type:
// - the JavaScript function calls main.js makes from navigation to 3 s after `load` (Chromium's precise coverage):
//   it varies by about 1 % from one load to the next (the scheduler yields at time slices) where the CPU time
//   varies by tens of percent, so it says whether a change took work away;
// - the CPU time with main.js on the stack (a V8 CPU profile, median of STARTUP_RUNS loads, default 5): what
//   Lighthouse's Script Evaluation of main.js measures, as noisy as the machine is loaded;
// - with STARTUP_MODULES=1, that time per webpack module of the minified bundle (the modules found by their
//   `<id>(e,t,n){` headers), to find where it goes.
// BUILD_DIR serves a build at the root, as lighthouse.ts (`LIGHTHOUSE_PREFIX=/`); STARTUP_PAGES=doc,landing picks types.

// Lighthouse's page types, served at the root (a pt-br build alone), so that both benches measure the same pages.
const pages = pageTypes('/');
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const runs = Number(process.env.STARTUP_RUNS) || 5;
const selected = process.env.STARTUP_PAGES?.split(',') ?? Object.keys(pages);
const isMain = (url: string) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(url);

type Browser = Awaited<ReturnType<typeof launchChromium>>;
type CallFrame = {functionName: string; url: string; lineNumber: number; columnNumber: number};
type ProfileNode = {id: number; callFrame: CallFrame; children?: number[]};
type Profile = {nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]};
type Coverage = {result: {url: string; functions: {ranges: {count: number}[]}[]}[]};

/** Opens `url` as Lighthouse's phone, with `before` run before the navigation and `after` 3 s after `load`. */
async function load<T>(browser: Browser, url: string, before: (cdp: any) => Promise<void>, after: (cdp: any) => Promise<T>): Promise<T> {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await cdp.send('Profiler.enable');
    await before(cdp);
    await page.goto(url, {waitUntil: 'load'});
    await page.waitForTimeout(3000);
    return await after(cdp);
  } finally {
    await context.close();
  }
}

function mainCalls(coverage: Coverage): number {
  return coverage.result.filter((script) => isMain(script.url)).reduce((sum, script) => sum + script.functions.reduce((n, f) => n + (f.ranges[0]?.count ?? 0), 0), 0);
}

/** Where each module of the minified bundle starts, to name the module a sample's frame is in. */
function moduleStarts(source: string): {offsets: number[]; ids: string[]; lineStarts: number[]} {
  const offsets: number[] = [];
  const ids: string[] = [];
  for (const match of source.matchAll(/[{,](\d+)(?::function|:)?\([\w$,]*\)(?:=>)?\{/g)) {
    offsets.push(match.index! + 1);
    ids.push(match[1]!);
  }
  const lineStarts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') lineStarts.push(i + 1);
  return {offsets, ids, lineStarts};
}

function moduleOf(index: ReturnType<typeof moduleStarts>, frame: CallFrame): string {
  const offset = (index.lineStarts[frame.lineNumber] ?? 0) + frame.columnNumber;
  let found = -1;
  for (let lo = 0, hi = index.offsets.length - 1; lo <= hi; ) {
    const mid = (lo + hi) >> 1;
    if (index.offsets[mid]! <= offset) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found < 0 ? '(bundle runtime)' : index.ids[found]!;
}

/** CPU time of the samples with main.js on the stack; each sample's time also counted to its innermost main.js module. */
function mainTime(profile: Profile, modules: Map<string, number>, index: () => ReturnType<typeof moduleStarts>): number {
  const parents = new Map<number, number>();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  let total = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const frame = nodes.get(at)!.callFrame;
      if (!isMain(frame.url)) continue;
      total += ms;
      if (process.env.STARTUP_MODULES) {
        const module = moduleOf(index(), frame);
        modules.set(module, (modules.get(module) ?? 0) + ms / runs);
      }
      break;
    }
  });
  return total;
}

async function main() {
  const server = await startExampleServer('scripts/serve.ts', {BUILD_DIR: buildDir}, ['--import', 'tsx']);
  const browser = await launchChromium();
  const load1 = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  let bundleIndex: ReturnType<typeof moduleStarts> | undefined;
  let bundleSource = '';
  const index = () => {
    if (!bundleIndex) {
      const name = fs.readdirSync(path.join(buildDir, 'assets/js')).find((file) => /^main\.[0-9a-f]+\.js$/.test(file))!;
      bundleSource = fs.readFileSync(path.join(buildDir, 'assets/js', name), 'utf8');
      bundleIndex = moduleStarts(bundleSource);
    }
    return bundleIndex;
  };
  try {
    console.log(`${buildDir}, load average ${load1()}`);
    console.log('| page | main.js function calls | main.js CPU time at 4x, median (each run) |');
    console.log('| --- | --- | --- |');
    for (const type of selected) {
      const url = server.url + pages[type];
      const calls = await load(browser, url, (cdp) => cdp.send('Profiler.startPreciseCoverage', {callCount: true, detailed: false}), async (cdp) => mainCalls(await cdp.send('Profiler.takePreciseCoverage')));
      const modules = new Map<string, number>();
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        const profile = await load(
          browser,
          url,
          async (cdp) => {
            await cdp.send('Profiler.setSamplingInterval', {interval: 200});
            await cdp.send('Profiler.start');
          },
          async (cdp) => ((await cdp.send('Profiler.stop')) as {profile: Profile}).profile,
        );
        times.push(mainTime(profile, modules, index));
      }
      const median = [...times].sort((a, b) => a - b)[runs >> 1]!;
      console.log(`| ${type} | ${calls} | ${median.toFixed(0)} ms (${times.map((ms) => ms.toFixed(0)).join(', ')}) |`);
      if (process.env.STARTUP_MODULES) {
        for (const [module, ms] of [...modules].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
          const at = index().offsets[index().ids.indexOf(module)] ?? 0;
          console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${module.padEnd(8)} ${module.startsWith('(') ? '' : bundleSource.slice(at, at + 100).replace(/\s+/g, ' ')}`);
        }
      }
    }
    console.log(`load average at the end ${load1()}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
