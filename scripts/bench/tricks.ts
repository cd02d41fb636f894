import {execFileSync, spawn} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromiumArgs, chromiumPath, launchChromium} from '../../tests/helpers/chromium';
import {fileForPath} from '../../tests/helpers/builtSite';
import {gzipBytes, pageWeight, type PageWeight} from '../../tests/helpers/pageWeight';
import {repoRoot, startExampleServer} from '../../tests/helpers/processes';
import {trickNames, tricksOff} from '../../plugins/performance';

// `npm run bench -- tricks`: what each speed trick earns. The pt-br edition is built once with every trick on and
// once with each trick switched off (SPEED_TRICKS_OFF, read by docusaurus.config.ts), each into its own folder; then,
// per page type, the JavaScript the page's HTML loads before interaction (gzip, as tests/site/budgets.test.ts counts
// it) and Lighthouse mobile TBT and LCP (median of LIGHTHOUSE_RUNS runs, 3 by default), served as scripts/lighthouse
// serves them. Each variant is compared with the build where every trick is on, and judged by the rule of issue 25:
// keep a trick that saves at least 3 KB gzip on every page, or 30 ms of TBT on the pages it touches.
//
// Knobs: TRICKS=a,b+c (the variants: one per entry, `+` switches tricks off together), TRICKS_PAGES=doc,landing,
// LIGHTHOUSE_RUNS=1, TRICKS_NO_LIGHTHOUSE=1 (bytes only), TRICKS_OUT_DIR=/tmp/x (keep the builds there) with
// TRICKS_REUSE=1 (a build of the same site sources and switches found there is used again).

/** Issue 25's list first, then the others (those the package no longer has are left out). */
const firstMeasured = ['static-route-matching', 'lazy-route-components', 'precomputed-intl', 'docs-preferred-version', 'idle-prefetch', 'lean-client-config', 'lazy-nprogress'];
const allTricks = [...firstMeasured.filter((name) => trickNames.includes(name)), ...trickNames.filter((name) => !firstMeasured.includes(name))];

/** One page of each type, in the pt-br edition built alone (at the site's root). */
const allPages: Record<string, string> = {
  landing: '/',
  doc: '/docs/v4/rooms/',
  'server API': '/docs/v4/server-api/',
  'tutorial step': '/docs/v4/tutorial/step-3/',
  'blog post': '/blog/socket-io-4-release/',
  'blog list': '/blog/',
  demo: '/demos/chat/',
};

const jsSavingToKeep = 3 * 1024;
const tbtSavingToKeep = 30;

type Variant = {name: string; off: string[]; dir: string; built: boolean; failure?: string; seconds?: number; reused?: boolean; problems?: string[]; hydrationJs?: Record<string, number>};
type Sample = {tbt: number; lcp: number; scriptBytes: number; benchmarkIndex: number};

const list = (value: string | undefined) => (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const signedKb = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${kb(Math.abs(bytes))}`;
const signedMs = (ms: number) => `${ms >= 0 ? '+' : '−'}${Math.abs(Math.round(ms))}`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)]!;
};

function variantsFromEnv(): Variant[] {
  const entries = process.env.TRICKS ? list(process.env.TRICKS) : allTricks;
  const unknown = entries.flatMap((entry) => entry.split('+')).filter((name) => !allTricks.includes(name));
  if (unknown.length > 0) throw new Error(`TRICKS: unknown trick ${unknown.join(', ')} (known: ${allTricks.join(', ')})`);
  const variants: Variant[] = [];
  for (const entry of entries) {
    // The tricks another needs go off with it (plugins/performance/index.ts says which): one variant for them all.
    const off = [...tricksOff(entry.split('+').join(','))];
    const same = (variant: Variant) => [...variant.off].sort().join() === [...off].sort().join();
    if (!variants.some(same)) variants.push({name: off.join('+'), off, dir: '', built: false});
  }
  return [{name: 'all on', off: [], dir: '', built: false}, ...variants];
}

/**
 * The content of every file the build reads (the repository's files but the benchmarks and tests), committed or
 * not, so that a kept build is reused only for the same site.
 */
function siteFingerprint(): string {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', '.', ':!scripts/bench', ':!tests'], {cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024})
    .split('\n')
    .filter((file) => file && fs.existsSync(path.join(repoRoot, file)));
  const hash = crypto.createHash('sha256');
  for (const file of files) hash.update(file).update('\0').update(fs.readFileSync(path.join(repoRoot, file))).update('\0');
  return hash.digest('hex');
}

/** Runs a pt-br build with the variant's tricks off; its output goes to a log beside the build. */
function build(variant: Variant, outRoot: string): Promise<void> {
  const log = path.join(outRoot, `${variant.name}.log`);
  const docusaurus = path.join(repoRoot, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  // No persistent cache: it is keyed by the config file, not by the plugins the variable leaves out, and a variant
  // could reuse modules another variant's loaders transformed.
  const env = {...process.env, SPEED_TRICKS_OFF: variant.off.join(','), DOCUSAURUS_NO_PERSISTENT_CACHE: '1'};
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const out = fs.openSync(log, 'w');
    const child = spawn(process.execPath, [docusaurus, 'build', '--locale', 'pt-br', '--out-dir', variant.dir], {cwd: repoRoot, env, stdio: ['ignore', out, out]});
    child.on('error', reject);
    child.on('exit', (code) => {
      fs.closeSync(out);
      variant.seconds = (Date.now() - start) / 1000;
      variant.built = code === 0;
      if (!variant.built) variant.failure = failureOf(fs.readFileSync(log, 'utf8')) + ` (log: ${log})`;
      resolve();
    });
  });
}

/** The first lines of a failed build's error, without colours. */
function failureOf(output: string): string {
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\u001b\[[0-9;]*m/g, '').split('\n').map((line) => line.trim());
  const first = lines.findIndex((line) => /error|Error|failed|throw/.test(line));
  return (first === -1 ? lines.slice(-5) : lines.slice(first, first + 3)).filter(Boolean).join(' / ').slice(0, 400);
}

async function buildAll(variants: Variant[]): Promise<string> {
  const outRoot = process.env.TRICKS_OUT_DIR ? path.resolve(process.env.TRICKS_OUT_DIR) : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tricks-'));
  fs.mkdirSync(outRoot, {recursive: true});
  const fingerprint = siteFingerprint();
  for (const variant of variants) {
    variant.dir = path.join(outRoot, variant.off.length === 0 ? 'all-on' : `off-${variant.name}`);
    const marker = path.join(variant.dir, '.bench-tricks.json');
    const expected = JSON.stringify({fingerprint, off: variant.off});
    if (process.env.TRICKS_REUSE && fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === expected) {
      variant.built = true;
      variant.reused = true;
      console.log(`build ${variant.name.padEnd(40)} reused (${variant.dir})`);
      continue;
    }
    fs.rmSync(variant.dir, {recursive: true, force: true});
    await build(variant, outRoot);
    if (variant.built) fs.writeFileSync(marker, expected);
    console.log(`build ${variant.name.padEnd(40)} ${variant.built ? 'ok' : 'FAILED'} in ${variant.seconds!.toFixed(0)} s${variant.failure ? `: ${variant.failure}` : ''}`);
  }
  return outRoot;
}

function weigh(variant: Variant, pages: Record<string, string>): Record<string, PageWeight> {
  return Object.fromEntries(
    Object.entries(pages).map(([type, route]) => {
      const file = fileForPath(route, variant.dir);
      if (!file) throw new Error(`the ${variant.name} build has no page at ${route} (${type}): update the page list of scripts/bench/tricks.ts`);
      return [type, pageWeight(fs.readFileSync(file, 'utf8'), route, variant.dir)];
    }),
  );
}

type Server = Awaited<ReturnType<typeof startExampleServer>>;

/**
 * A build can succeed and still not work: each page of each variant is opened in Chromium, and what the every-page
 * crawl (tests/e2e/every-page.spec.ts) counts as broken is recorded: an uncaught error, a console error, a failed
 * request, a page that does not hydrate. The scripts the page requested until it hydrated are counted too (gzip,
 * from the build): the HTML's count misses the chunks main.js requests itself, which is how a page loads its route
 * without plugins/route-chunk-scripts.
 */
async function smokeTest(variants: Variant[], servers: Server[], pages: Record<string, string>): Promise<void> {
  const browser = await launchChromium();
  try {
    for (const [index, variant] of variants.entries()) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const problems: string[] = [];
      let current = '';
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${current}: console error: ${message.text().slice(0, 200)}`);
      });
      page.on('pageerror', (error) => problems.push(`${current}: uncaught ${error.message.slice(0, 200)}`));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${current}: HTTP ${response.status()} for ${response.url()}`);
      });
      let scripts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
      });
      variant.hydrationJs = {};
      for (const [type, route] of Object.entries(pages)) {
        current = route;
        scripts = new Set();
        await page.goto(servers[index]!.url + route);
        const hydrated = await page
          .waitForSelector('html[data-has-hydrated="true"]', {timeout: 20_000})
          .then(() => true, () => false);
        if (!hydrated) problems.push(`${route}: not hydrated after 20 s`);
        const files = [...scripts].map((urlPath) => fileForPath(urlPath, variant.dir)).filter((file): file is string => file !== undefined);
        variant.hydrationJs[type] = files.reduce((total, file) => total + gzipBytes(file), 0);
      }
      await context.close();
      variant.problems = [...new Set(problems)];
      console.log(`pages of ${variant.name.padEnd(40)} ${problems.length === 0 ? 'ok' : `BROKEN: ${variant.problems.slice(0, 3).join(' / ')}`}`);
    }
  } finally {
    await browser.close();
  }
}

type LighthouseResult = {audits: Record<string, {numericValue?: number; details?: {items?: {resourceType?: string; transferSize?: number}[]}}>; environment?: {benchmarkIndex?: number}};

/**
 * Lighthouse mobile on every page of every variant, LIGHTHOUSE_RUNS times. The runs are interleaved (each round
 * measures every variant of a page, in the opposite order the next round), so that the machine's load, which other
 * work changes from minute to minute, weighs on every variant alike.
 */
async function lighthouseAll(variants: Variant[], servers: Server[], pages: Record<string, string>, runs: number): Promise<Map<string, Map<string, Sample[]>>> {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs]});
  const samples = new Map(variants.map((variant) => [variant.name, new Map(Object.keys(pages).map((type) => [type, [] as Sample[]]))]));
  const total = runs * Object.keys(pages).length * variants.length;
  let done = 0;
  const start = Date.now();
  try {
    for (let run = 0; run < runs; run++) {
      for (const [type, route] of Object.entries(pages)) {
        const order = variants.map((variant, index) => ({variant, server: servers[index]!}));
        if (run % 2 === 1) order.reverse();
        for (const {variant, server} of order) {
          const result = await lighthouse(server.url + route, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance']});
          const lhr = result?.lhr as unknown as LighthouseResult & {runtimeError?: {message?: string}};
          if (!lhr || lhr.runtimeError) {
            process.stderr.write(`lighthouse: ${variant.name} ${route} failed (${lhr?.runtimeError?.message}); run left out\n`);
            continue;
          }
          const items = lhr.audits['resource-summary']?.details?.items ?? [];
          samples.get(variant.name)!.get(type)!.push({
            tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
            lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
            scriptBytes: items.find((item) => item.resourceType === 'script')?.transferSize ?? NaN,
            benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
          });
          done++;
          if (done % 10 === 0 || done === total) {
            const minutes = (Date.now() - start) / 60_000;
            process.stderr.write(`lighthouse: ${done}/${total} runs, ${minutes.toFixed(1)} min, about ${((minutes / done) * (total - done)).toFixed(0)} min left\n`);
          }
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return samples;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows.map((row) => '| ' + row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ') + ' |').join('\n');
}

/**
 * The rule of thumb of issue 25. The pages a trick touches are those whose bytes it changes (by 100 bytes or more),
 * or all of them for a trick that changes none; its TBT saving there is the median of its savings on those pages,
 * so that one noisy page does not decide.
 */
function verdict(jsSaving: Record<string, number>, tbtSaving?: Record<string, number>, tbtSpread?: Record<string, number>): string {
  const types = Object.keys(jsSaving);
  if (types.every((type) => jsSaving[type]! >= jsSavingToKeep)) return `keep: saves ≥ 3 KB of JS on every page`;
  if (!tbtSaving) return 'drop? (bytes only, TBT not measured)';
  const touched = types.filter((type) => Math.abs(jsSaving[type]!) >= 100);
  const judged = touched.length > 0 ? touched : types;
  const saved = median(judged.map((type) => tbtSaving[type]!));
  const spread = median(judged.map((type) => tbtSpread?.[type] ?? 0));
  const where = judged.length === types.length ? 'every page' : judged.join(', ');
  const noise = `the runs with every trick on spread over ${Math.round(spread)} ms there`;
  if (saved >= tbtSavingToKeep) return `keep: saves ${Math.round(saved)} ms of TBT (median over ${where}; ${noise})`;
  return `drop?: TBT ${saved >= 0 ? 'saving' : 'cost'} ${Math.abs(Math.round(saved))} ms (median over ${where}; ${noise})`;
}

async function main() {
  const variants = variantsFromEnv();
  const pageTypes = process.env.TRICKS_PAGES ? list(process.env.TRICKS_PAGES) : Object.keys(allPages);
  const unknownPages = pageTypes.filter((type) => !(type in allPages));
  if (unknownPages.length > 0) throw new Error(`TRICKS_PAGES: unknown page type ${unknownPages.join(', ')} (known: ${Object.keys(allPages).join(', ')})`);
  const pages = Object.fromEntries(pageTypes.map((type) => [type, allPages[type]!]));
  const runs = Number(process.env.LIGHTHOUSE_RUNS) || 3;

  console.log(`variants: ${variants.map((variant) => variant.name).join(' | ')}`);
  const outRoot = await buildAll(variants);
  console.log(`builds in ${outRoot}`);
  const baseline = variants[0]!;
  if (!baseline.built) throw new Error(`the build with every trick on failed: ${baseline.failure}`);
  const built = variants.filter((variant) => variant.built);

  const weights = new Map(built.map((variant) => [variant.name, weigh(variant, pages)]));
  const jsSaving = (variant: Variant) =>
    Object.fromEntries(pageTypes.map((type) => [type, weights.get(variant.name)![type]!.js - weights.get(baseline.name)![type]!.js]));

  const hydrationSaving = (variant: Variant) =>
    Object.fromEntries(pageTypes.map((type) => [type, variant.hydrationJs![type]! - baseline.hydrationJs![type]!]));
  // Each build served by the server of `npm start`, on a port of its own.
  const servers: Server[] = [];
  let samples: Map<string, Map<string, Sample[]>> | undefined;
  try {
    for (const variant of built) servers.push(await startExampleServer('scripts/serve.ts', {BUILD_DIR: variant.dir}, ['--import', 'tsx']));
    await smokeTest(built, servers, pages);
    if (!process.env.TRICKS_NO_LIGHTHOUSE) samples = await lighthouseAll(built, servers, pages, runs);
  } finally {
    for (const server of servers) await server.stop();
  }
  const metric = (variant: Variant, type: string, key: keyof Sample) => median(samples!.get(variant.name)!.get(type)!.map((sample) => sample[key]));
  const saving = (variant: Variant, key: 'tbt' | 'lcp') =>
    Object.fromEntries(pageTypes.map((type) => [type, metric(variant, type, key) - metric(baseline, type, key)]));
  const spread = (variant: Variant, key: 'tbt' | 'lcp') =>
    Object.fromEntries(
      pageTypes.map((type) => {
        const values = samples!.get(variant.name)!.get(type)!.map((sample) => sample[key]);
        return [type, Math.max(...values) - Math.min(...values)];
      }),
    );

  console.log('\nJS gzip before interaction, KB (tests/site/budgets.test.ts\'s count): every trick on, then what switching each off adds');
  console.log(table([['variant', ...pageTypes], ...built.map((variant) => [variant === baseline ? 'all on' : `off: ${variant.name}`, ...pageTypes.map((type) => (variant === baseline ? kb(weights.get(variant.name)![type]!.js) : signedKb(jsSaving(variant)[type]!)))])]));

  console.log('\nJS gzip requested until the page hydrated (Chromium, no throttling), KB: every trick on, then what switching each off adds');
  console.log(table([['variant', ...pageTypes], ...built.map((variant) => [variant === baseline ? 'all on' : `off: ${variant.name}`, ...pageTypes.map((type) => (variant === baseline ? kb(variant.hydrationJs![type]!) : signedKb(hydrationSaving(variant)[type]!)))])]));
  for (const variant of built) {
    if (variant.problems && variant.problems.length > 0) console.log(`\n${variant.name}: the pages break without it:\n  ${variant.problems.join('\n  ')}`);
  }

  if (samples) {
    const indexes = built.flatMap((variant) => pageTypes.flatMap((type) => samples.get(variant.name)!.get(type)!.map((sample) => sample.benchmarkIndex)));
    console.log(`\nLighthouse mobile, median of ${runs} interleaved runs per page and variant. Lighthouse's benchmarkIndex over the runs: median ${Math.round(median(indexes))}, ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}`);
    for (const [key, label] of [['tbt', 'TBT, ms'], ['lcp', 'LCP, ms']] as const) {
      console.log(`\n${label}: every trick on (range of its runs), then what switching each off adds to the median`);
      const baseRow = pageTypes.map((type) => {
        const values = samples.get(baseline.name)!.get(type)!.map((sample) => sample[key]);
        return `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;
      });
      console.log(table([['variant', ...pageTypes], ['all on', ...baseRow], ...built.slice(1).map((variant) => [`off: ${variant.name}`, ...pageTypes.map((type) => signedMs(saving(variant, key)[type]!))])]));
    }
    console.log('\nLighthouse benchmarkIndex per variant (median of its runs): ' + built.map((variant) => `${variant.name} ${Math.round(median(pageTypes.flatMap((type) => samples.get(variant.name)!.get(type)!.map((sample) => sample.benchmarkIndex))))}`).join(', '));
  }

  console.log(`\nSummary: Δ = switched off − every trick on (a positive Δ is what the trick saves); pages in the order ${pageTypes.join(', ')}`);
  console.log(`Rule of thumb (issue 25): keep when it saves ≥ 3 KB gzip on every page (by both counts), or ≥ 30 ms of TBT on the pages it touches`);
  const rows = [['trick(s) off', 'Δ JS gzip, KB (HTML)', 'Δ JS gzip, KB (until hydrated)', 'Δ TBT, ms', 'Δ LCP, ms', 'verdict']];
  for (const variant of variants.slice(1)) {
    if (!variant.built) {
      rows.push([variant.name, '—', '—', '—', '—', `build fails without it: ${variant.failure}`]);
      continue;
    }
    const js = jsSaving(variant);
    const hydration = hydrationSaving(variant);
    // A saving counts when both counts see it: the HTML's misses the chunks main.js requests on its own.
    const bothCounts = Object.fromEntries(pageTypes.map((type) => [type, Math.min(js[type]!, hydration[type]!)]));
    const broken = variant.problems && variant.problems.length > 0 ? `; the site breaks without it: ${variant.problems.slice(0, 2).join(' / ')}` : '';
    const tbt = samples ? saving(variant, 'tbt') : undefined;
    const lcp = samples ? saving(variant, 'lcp') : undefined;
    rows.push([
      variant.name,
      pageTypes.map((type) => signedKb(js[type]!)).join(' '),
      pageTypes.map((type) => signedKb(hydration[type]!)).join(' '),
      tbt ? pageTypes.map((type) => signedMs(tbt[type]!)).join(' ') : '—',
      lcp ? pageTypes.map((type) => signedMs(lcp[type]!)).join(' ') : '—',
      verdict(bothCounts, tbt, samples ? spread(baseline, 'tbt') : undefined) + broken,
    ]);
  }
  console.log(table(rows));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
