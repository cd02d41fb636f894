import {expect, test} from '@playwright/test';

// Issue 39: the served article is the page's first paint. The page's scripts are requested and run only once the
// browser has shown the content (plugins/performance/route-chunk-scripts), so at 4x CPU (Lighthouse's mobile
// throttling) the largest contentful paint comes before any script of the bundle is evaluated, and it is the
// article's text, not something scripts render.

type PaintWindow = {firstBundleScriptAt?: number; lcpEntries?: {startTime: number; tag: string; inArticle: boolean}[]};

for (const path of ['/pt-br/docs/v4/rooms/', '/pt-br/docs/v4/tutorial/step-3/']) {
  test(`${path}: at 4x CPU, the largest contentful paint is the article's, before any script of the bundle runs`, async ({page, context}) => {
    await page.addInitScript(() => {
      const paintWindow = window as unknown as PaintWindow;
      paintWindow.lcpEntries = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {element?: Element | null})[]) {
          paintWindow.lcpEntries!.push({
            startTime: entry.startTime,
            tag: entry.element?.tagName ?? '',
            inArticle: Boolean(entry.element?.closest('article')),
          });
        }
      }).observe({type: 'largest-contentful-paint', buffered: true});
      // Every chunk of the bundle (the runtime, main.js, the route's chunks) starts by reading or assigning the
      // bundler's chunk array: the first access is the first evaluation of a bundle script.
      let chunks: unknown;
      Object.defineProperty(window, 'webpackChunksocket_io_website', {
        configurable: true,
        get() {
          paintWindow.firstBundleScriptAt ??= performance.now();
          return chunks;
        },
        set(value) {
          paintWindow.firstBundleScriptAt ??= performance.now();
          chunks = value;
        },
      });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 20_000});
    const {lcpEntries, firstBundleScriptAt, firstBundleRequestAt} = await page.evaluate(() => {
      const {lcpEntries: entries, firstBundleScriptAt: at} = window as unknown as PaintWindow;
      const requests = performance.getEntriesByType('resource').filter((entry) => /\/assets\/js\/[^/]+\.js$/.test(new URL(entry.name).pathname));
      return {lcpEntries: entries, firstBundleScriptAt: at, firstBundleRequestAt: Math.min(...requests.map((entry) => entry.startTime))};
    });
    expect(lcpEntries!.length).toBeGreaterThan(0);
    const largest = lcpEntries!.at(-1)!;
    expect(largest.inArticle, `the largest contentful paint is in the article (${largest.tag})`).toBe(true);
    expect(firstBundleScriptAt).toBeDefined();
    expect(largest.startTime, 'the article is shown before the first script of the bundle runs').toBeLessThan(firstBundleScriptAt!);
    // Nor is any of them downloading meanwhile: Lighthouse counts every request that finished before the LCP in it.
    expect(largest.startTime, 'the article is shown before the first script of the bundle is requested').toBeLessThan(firstBundleRequestAt);
  });
}
