import {chromiumArgs, chromiumPath} from '../../tests/helpers/chromium';
import {startExampleServer} from '../../tests/helpers/processes';
import {pageTypes} from './pageTypes';

// Lighthouse (mobile: emulated phone, simulated slow 4G and 4x CPU) on one page of each page type of the pt-br
// edition, served from the production build by the server of `npm start`, each loaded twice in the same run: as
// served, and with its scripts blocked (`*.js`), which is the floor the page's LCP can reach with the HTML and CSS it
// has (issue 39: LCP within 15 % of it, and <= 1.2 s on a quiet machine). Prints LCP, FCP, TBT and the main thread's
// Script Evaluation of main.js (Lighthouse's bootup-time audit, at 4x CPU), median of LIGHTHOUSE_RUNS runs (default
// 3) for each figure. lighthouse is pinned to 12.x: 13.x requires Node 22, the site supports Node 20.
// Lighthouse scales the CPU time it observes, so one run can differ from the next by a factor of two, more on a
// loaded machine: the load average is printed beside the figures.

// The edition's path: `/pt-br/` in the full build; `LIGHTHOUSE_PREFIX=/` for a pt-br build alone (`npm run build:pt-br`,
// or scripts/bench/tricks.ts's), which serves it at the root, with BUILD_DIR naming that build.
const prefix = process.env.LIGHTHOUSE_PREFIX ?? '/pt-br/';
const allPages = pageTypes(prefix);
// `LIGHTHOUSE_PAGES=doc,landing` measures some page types only (a full run is 9 types x 2 x 3 Lighthouse runs).
const chosen = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
const pages = Object.entries(allPages).filter(([name]) => !chosen || chosen.includes(name));

type Audit = {numericValue?: number; details?: {items?: {url?: string; scripting?: number; resourceType?: string; transferSize?: number}[]}};
type Result = {categories: Record<string, {score: number | null}>; audits: Record<string, Audit>; environment?: {benchmarkIndex?: number}};
type Lighthouse = typeof import('lighthouse').default;

/** Lighthouse's measure of this machine's CPU: its default 4x slowdown is meant for a desktop scoring about 1,000+. */
async function benchmarkIndex(url: string, port: number, lighthouse: Lighthouse): Promise<number> {
  const result = await lighthouse(url + prefix, {port, output: 'json', logLevel: 'error', onlyCategories: ['seo']});
  return Math.round((result?.lhr as unknown as Result).environment?.benchmarkIndex ?? NaN);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const runs = Number(process.env.LIGHTHOUSE_RUNS) || 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** The figures of one Lighthouse run of a page. */
function figures(lhr: Result) {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const resources = lhr.audits['resource-summary']?.details?.items ?? [];
  const bytes = (type: string) => resources.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const bootup = lhr.audits['bootup-time']?.details?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
    // main.js's evaluation on the main thread (4x CPU); 0 when the audit lists no main.js (scripts blocked).
    mainEval: bootup.find((item) => /\/main\.[^/]*\.js$/.test(item.url ?? ''))?.scripting ?? 0,
    js: bytes('script'),
    css: bytes('stylesheet'),
  };
}

async function measure(lighthouse: Lighthouse, url: string, port: number, blockScripts: boolean) {
  const results: ReturnType<typeof figures>[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(url, {port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], blockedUrlPatterns: blockScripts ? ['*.js'] : []});
    results.push(figures(result?.lhr as unknown as Result));
  }
  const of = (key: keyof ReturnType<typeof figures>) => median(results.map((result) => result[key]));
  return {performance: of('performance'), lcp: of('lcp'), fcp: of('fcp'), tbt: of('tbt'), mainEval: of('mainEval'), js: of('js'), css: of('css')};
}

async function main() {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const os = await import('node:os');
  const server = await startExampleServer('scripts/serve.ts', {}, ['--import', 'tsx']);
  const chrome = await chromeLauncher.launch({chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs]});
  const load = () => os.loadavg().map((value) => value.toFixed(2)).join(' ');
  try {
    console.log(`${new Date().toISOString()}, ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'CPU'}, median of ${runs} runs`);
    console.log(`benchmark index of this machine: ${await benchmarkIndex(server.url, chrome.port, lighthouse)}, load average ${load()}`);
    console.log('page            perf  LCP      FCP      TBT      main.js eval  JS (gzip)  CSS (gzip) | no JS: LCP  FCP      LCP with JS / without');
    for (const [name, route] of pages) {
      const withJs = await measure(lighthouse, server.url + route, chrome.port, false);
      const withoutJs = await measure(lighthouse, server.url + route, chrome.port, true);
      const s = (ms: number) => `${(ms / 1000).toFixed(2).padStart(5)} s`;
      console.log(
        `${name.padEnd(16)}${String(withJs.performance).padEnd(6)}${s(withJs.lcp)}  ${s(withJs.fcp)}  ${withJs.tbt.toFixed(0).padStart(4)} ms  ` +
          `${withJs.mainEval.toFixed(0).padStart(6)} ms     ${kb(withJs.js).padStart(9)}  ${kb(withJs.css).padStart(9)}  | ` +
          `${s(withoutJs.lcp)}  ${s(withoutJs.fcp)}  ${(((withJs.lcp / withoutJs.lcp) - 1) * 100).toFixed(0).padStart(4)} %   (load ${load()})`,
      );
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
