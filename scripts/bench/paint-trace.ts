import {launchChromium} from '../../tests/helpers/chromium';
import {startExampleServer} from '../../tests/helpers/processes';

// Why a page's first paint waits: a Chromium trace of one page load at 4x CPU (the throttling of Lighthouse's mobile
// run), with the network as it is here (Lighthouse observes the page unthrottled and simulates slow 4G around what it
// saw). Prints, in ms from navigation start, the HTML parser's tasks, the evaluation of each script, the stylesheets'
// arrival, and the first and largest contentful paints: what ran between the HTML's arrival and the paint of the
// article is what the paint waited for. Median over PAINT_TRACE_RUNS loads (default 3) of the figures in the summary.
// `PAINT_TRACE_PATHS=/pt-br/docs/v4/rooms/,...` picks the pages; BUILD_DIR and PAINT_TRACE_PREFIX as for lighthouse.ts.

type TraceEvent = {name: string; cat: string; ph: string; ts: number; dur?: number; args?: {data?: Record<string, unknown>; frame?: string}};

const prefix = process.env.PAINT_TRACE_PREFIX ?? '/pt-br/';
const paths = process.env.PAINT_TRACE_PATHS?.split(',') ?? [`${prefix}docs/v4/rooms/`];
const runs = Number(process.env.PAINT_TRACE_RUNS) || 3;
const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'];

const shortUrl = (url: unknown) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '').replace(/^.*\/assets\//, '');

export type PaintTrace = {fcp: number; lcp: number; lcpNode: string; firstScriptEval: number | null; scriptsBeforeLcp: string[]; lines: string[]};

/** Loads `url` once at 4x CPU in a fresh context and reads the paint and script timeline from its trace. */
export async function tracePaint(browser: Awaited<ReturnType<typeof launchChromium>>, url: string): Promise<PaintTrace> {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (message) => events.push(...(message.value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {categories: categories.join(','), transferMode: 'ReportEvents'});
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForTimeout(1500);
  await cdp.send('Tracing.end');
  await done;
  await context.close();

  const navigation = events.find((event) => event.name === 'navigationStart' && (event.args?.data as {isLoadingMainFrame?: boolean})?.isLoadingMainFrame);
  const origin = navigation?.ts ?? Math.min(...events.filter((event) => event.ts > 0).map((event) => event.ts));
  const ms = (ts: number) => (ts - origin) / 1000;
  const mainFrame = (navigation?.args as {frame?: string} | undefined)?.frame;
  const requests = new Map<string, string>();
  const timeline: {at: number; line: string}[] = [];
  for (const event of events) {
    const data = event.args?.data ?? {};
    const frame = (data.frame ?? event.args?.frame) as string | undefined;
    if (mainFrame && frame && frame !== mainFrame) continue;
    if (event.name === 'ResourceSendRequest') requests.set(String(data.requestId), shortUrl(data.url));
    if (event.name === 'ResourceFinish' && /\.(css|js)$/.test(requests.get(String(data.requestId)) ?? '')) {
      timeline.push({at: ms(event.ts), line: `loaded ${requests.get(String(data.requestId))}`});
    }
    if (['UpdateLayoutTree', 'Layout', 'Paint', 'ParseAuthorStyleSheet'].includes(event.name) && event.ph === 'X' && (event.dur ?? 0) > 2000) {
      timeline.push({at: ms(event.ts), line: `${event.name} ${((event.dur ?? 0) / 1000).toFixed(1)} ms`});
    }
    if (event.name === 'ParseHTML' && event.ph === 'X') {
      timeline.push({at: ms(event.ts), line: `ParseHTML ${(event.dur ?? 0) / 1000} ms (from line ${(event.args as {beginData?: {startLine?: number}})?.beginData?.startLine ?? '?'})`});
    } else if (event.name === 'EvaluateScript' && event.ph === 'X' && data.url) {
      timeline.push({at: ms(event.ts), line: `EvaluateScript ${shortUrl(data.url)} ${((event.dur ?? 0) / 1000).toFixed(1)} ms`});
    } else if (event.name === 'ResourceSendRequest' && /\.(css|js)$/.test(String(data.url))) {
      timeline.push({at: ms(event.ts), line: `request ${shortUrl(data.url)} (priority ${String(data.priority)}, ${String(data.renderBlocking ?? '')})`});
    } else if (event.name === 'firstContentfulPaint') {
      timeline.push({at: ms(event.ts), line: 'FCP'});
    } else if (event.name === 'largestContentfulPaint::Candidate') {
      timeline.push({at: ms(event.ts), line: `LCP candidate (${String(data.type)}, size ${String(data.size)}, node ${String(data.nodeId)})`});
    } else if (event.name === 'MarkDOMContent' && (data as {isMainFrame?: boolean}).isMainFrame) {
      timeline.push({at: ms(event.ts), line: 'DOMContentLoaded'});
    }
  }
  timeline.sort((a, b) => a.at - b.at);
  const fcp = timeline.find((entry) => entry.line === 'FCP')?.at ?? NaN;
  const lcpEntries = timeline.filter((entry) => entry.line.startsWith('LCP candidate'));
  const lcp = lcpEntries.at(-1)?.at ?? NaN;
  const evaluations = timeline.filter((entry) => entry.line.startsWith('EvaluateScript'));
  return {
    fcp,
    lcp,
    lcpNode: lcpEntries.at(-1)?.line ?? '',
    firstScriptEval: evaluations[0]?.at ?? null,
    scriptsBeforeLcp: evaluations.filter((entry) => entry.at < lcp).map((entry) => entry.line.replace('EvaluateScript ', '')),
    lines: timeline.map((entry) => `${entry.at.toFixed(1).padStart(8)}  ${entry.line}`),
  };
}

async function main() {
  const server = await startExampleServer('scripts/serve.ts', {}, ['--import', 'tsx']);
  const browser = await launchChromium();
  try {
    for (const path of paths) {
      const traces: PaintTrace[] = [];
      for (let run = 0; run < runs; run++) traces.push(await tracePaint(browser, server.url + path));
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      console.log(`\n${path} at 4x CPU, ${runs} loads: FCP ${median(traces.map((trace) => trace.fcp)).toFixed(0)} ms, LCP ${median(traces.map((trace) => trace.lcp)).toFixed(0)} ms (median)`);
      traces.forEach((trace, index) => {
        console.log(`  load ${index + 1}: FCP ${trace.fcp.toFixed(0)} ms, LCP ${trace.lcp.toFixed(0)} ms, scripts evaluated before LCP: ${trace.scriptsBeforeLcp.join(', ') || 'none'}`);
      });
      console.log('  timeline of the last load (ms from navigation start):');
      for (const line of traces.at(-1)!.lines) console.log(`  ${line}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
