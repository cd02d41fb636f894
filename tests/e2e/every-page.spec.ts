import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {buildDir} from '../helpers/builtSite';

// Every page of the pt-br edition, visited in Chromium: no console error, no failed request.

const routes = [...fs.readFileSync(path.join(buildDir, 'pt-br/sitemap.xml'), 'utf8').matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)]
  .map((m) => m[1]!)
  .concat('/pt-br/search/?q=sala');

// Slices, so that the two workers share the crawl.
const slices = 6;

for (let slice = 0; slice < slices; slice++) {
  const slicedRoutes = routes.filter((_, index) => index % slices === slice);
  test(`pt-br pages, part ${slice + 1} of ${slices} (${slicedRoutes.length} pages): no console error, no failed request`, async ({page}) => {
    test.setTimeout(30_000 + slicedRoutes.length * 5_000);
    const problems: string[] = [];
    let current = '';
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${current}: console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${current}: uncaught ${error.message}`));
    page.on('requestfailed', (request) => {
      // ERR_ABORTED is a request the browser cancelled (prefetches left behind by the next navigation), not a failure.
      if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
      problems.push(`${current}: request failed: ${request.url()} (${request.failure()?.errorText})`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${current}: HTTP ${response.status()} for ${response.url()}`);
    });
    for (const route of slicedRoutes) {
      current = route;
      await page.goto(route);
      // A page that does not hydrate is reported with the errors it logged, and the crawl goes on.
      const hydrated = await expect(page.locator('html'))
        .toHaveAttribute('data-has-hydrated', 'true')
        .then(() => true, () => false);
      if (!hydrated) {
        const state = await page.evaluate(() => document.documentElement.dataset.hasHydrated);
        problems.push(`${route}: not hydrated after 10 s (data-has-hydrated="${state}")`);
      }
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
  });
}
