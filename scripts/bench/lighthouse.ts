import {chromiumArgs, chromiumPath} from '../../tests/helpers/chromium';
import {startExampleServer} from '../../tests/helpers/processes';

// Lighthouse (mobile: emulated phone, simulated slow 4G and CPU) on one page of each heavy page type of the pt-br
// edition, served from the production build by the server of `npm start`. Budgets: performance >= 95,
// accessibility 100, TBT <= 200 ms, CLS <= 0.02, JS <= 150 KB gzip per page.
// lighthouse is pinned to 12.x: 13.x requires Node 22, the site supports Node 20.
// Lighthouse scales the CPU time it observes, so one run of a page can differ from the next by a factor of two:
// each page is measured LIGHTHOUSE_RUNS times (default 3) and the run with the median performance score printed.

// The edition's path: `/pt-br/` in the full build; `LIGHTHOUSE_PREFIX=/` for a pt-br build alone (`npm run build:pt-br`,
// or scripts/bench/tricks.ts's), which serves it at the root, with BUILD_DIR naming that build.
const prefix = process.env.LIGHTHOUSE_PREFIX ?? '/pt-br/';
const pages: Record<string, string> = {
  landing: prefix,
  doc: `${prefix}docs/v4/rooms/`,
  'server API': `${prefix}docs/v4/server-api/`,
  'tutorial step': `${prefix}docs/v4/tutorial/step-3/`,
  'blog post': `${prefix}blog/socket-io-4-release/`,
};

type Audit = {numericValue?: number; details?: {items?: {resourceType?: string; transferSize?: number}[]}};
type Result = {categories: Record<string, {score: number | null}>; audits: Record<string, Audit>; environment?: {benchmarkIndex?: number}};

/** Lighthouse's measure of this machine's CPU: its default 4x slowdown is meant for a desktop scoring about 1,000+. */
async function benchmarkIndex(url: string, port: number, lighthouse: typeof import('lighthouse').default): Promise<number> {
  const result = await lighthouse(url + prefix, {port, output: 'json', logLevel: 'error', onlyCategories: ['seo']});
  return Math.round((result?.lhr as unknown as Result).environment?.benchmarkIndex ?? NaN);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const runs = Number(process.env.LIGHTHOUSE_RUNS) || 3;

function median(results: Result[]): Result {
  const sorted = [...results].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function main() {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const server = await startExampleServer('scripts/serve.ts', {}, ['--import', 'tsx']);
  const chrome = await chromeLauncher.launch({chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs]});
  try {
    console.log(`median of ${runs} runs, benchmark index of this machine: ${await benchmarkIndex(server.url, chrome.port, lighthouse)}`);
    console.log('page            perf  a11y  best  seo   LCP      TBT     CLS    JS (gzip)  CSS (gzip)');
    for (const [name, route] of Object.entries(pages)) {
      const results: Result[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(server.url + route, {port: chrome.port, output: 'json', logLevel: 'error'});
        results.push(result?.lhr as unknown as Result);
      }
      const lhr = median(results);
      const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100)).padEnd(6);
      const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const items = lhr.audits['resource-summary']?.details?.items ?? [];
      const bytes = (type: string) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
      console.log(
        `${name.padEnd(16)}${score('performance')}${score('accessibility')}${score('best-practices')}${score('seo')}` +
          `${(value('largest-contentful-paint') / 1000).toFixed(2).padStart(5)} s  ${value('total-blocking-time').toFixed(0).padStart(4)} ms  ` +
          `${value('cumulative-layout-shift').toFixed(3)}  ${kb(bytes('script')).padStart(9)}  ${kb(bytes('stylesheet')).padStart(9)}`,
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
