import {expect, test, type Page} from '@playwright/test';
import {clickStill} from '../helpers/clickStill';

// How the pt-br edition behaves when the browser or the network lets it down (spec: states, error catalogue).

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

test('with localStorage throwing, pages render, navigate and toggle the theme, with warnings only', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/pt-br/docs/v4/');
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await page.getByRole('button', {name: /Mudar entre modo claro e escuro/}).click();
  await page.locator('.menu__link[href$="/docs/v4/rooms/"]').first().click();
  await expect(page).toHaveURL(/\/pt-br\/docs\/v4\/rooms\/$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();

  expect(errors).toEqual([]);
  expect(warnings.some((text) => /storage/i.test(text))).toBe(true);
});

test('when the next page’s code cannot be loaded, following a link reloads the page at the new URL', async ({page}) => {
  await page.goto('/pt-br/docs/v4/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');

  // From now on every script request fails, until the browser asks for a new document.
  const failed: string[] = [];
  let failing = true;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') failing = false;
  });
  await page.route('**/assets/js/*.js', (route) => {
    if (!failing) return route.continue();
    failed.push(route.request().url());
    return route.abort('failed');
  });
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));

  const reloaded = page.waitForEvent('load');
  await clickStill(page.locator('footer a[href="/pt-br/blog/"]'));
  await reloaded;

  await expect(page).toHaveURL(/\/pt-br\/blog\/$/);
  await hydrated(page);
  await expect(page.locator('article').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBeUndefined();
  expect(failed.length).toBeGreaterThan(0);
});

test('a code block that reaches hydration without its lines writes them again instead of staying empty', async ({page}) => {
  // Parsing is over and the scripts have not run yet: the second block loses the lines the server wrote. The
  // landing page keeps its server HTML (plugins/performance/static-parts) unless it reaches hydration changed so:
  // then React renders it, and the block is written again. (Markdown content keeps its server HTML untouched:
  // plugins/performance/static-content.)
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') document.querySelectorAll('.theme-code-block code')[1]!.innerHTML = '';
    });
  });
  await page.goto('/pt-br/');
  await hydrated(page);
  // The second block is the server sample's ES module variant (its module tabs: plugins/code-variants).
  const code = page.locator('.theme-code-block code').nth(1);
  await expect(code).toContainText('import { Server } from "socket.io";');
  await expect(code).toContainText('io.emit("chat message", text);');
  // Highlighted again once Prism has arrived: the string in GitHub's theme colour (config/prism.ts).
  await expect(code.locator('.token.string').first()).toHaveCSS('color', 'rgb(216, 16, 103)');
});

test('when the highlighter cannot be loaded, code reached by a link stays readable, unhighlighted, with a warning', async ({page}) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto('/pt-br/docs/v4/');
  await hydrated(page);
  // Prism's chunk is the script that registers the grammars; it fails, every other script loads.
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('javadoclike')) return route.abort('failed');
    return route.fulfill({response, body});
  });
  await page.locator('.menu__link[href$="/docs/v4/rooms/"]').first().click();
  await expect(page).toHaveURL(/\/pt-br\/docs\/v4\/rooms\/$/);
  const code = page.locator('.theme-code-block code').first();
  await expect(code).toContainText('socket.join');
  await expect.poll(() => warnings.some((text) => /Code highlighting is unavailable/.test(text))).toBe(true);
  await expect(code.locator('.token.keyword')).toHaveCount(0);
});

/**
 * Route code the docs page fetches ahead of any click once hydrated: `<link rel="prefetch">` for the visible links,
 * and chunks preloaded while the sidebar's links are hovered.
 */
async function codeFetchedAhead(page: Page): Promise<number> {
  await page.goto('/pt-br/docs/v4/');
  await hydrated(page);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/js\/.+\.js$/.test(request.url())) requested.push(request.url());
  });
  await page.waitForLoadState('networkidle');
  const links = page.locator('.menu__link[href*="/docs/v4/"]');
  for (let i = 1; i < Math.min(await links.count(), 12); i++) await links.nth(i).hover();
  await page.waitForLoadState('networkidle');
  return (await page.locator('link[rel="prefetch"]').count()) + requested.length;
}

for (const connection of [{saveData: true, effectiveType: '4g'}, {saveData: false, effectiveType: '2g'}]) {
  test(`no prefetch on hover or visibility with saveData=${connection.saveData}, effectiveType=${connection.effectiveType}`, async ({page}) => {
    await page.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', {configurable: true, get: () => value});
    }, connection);
    expect(await codeFetchedAhead(page)).toBe(0);
  });
}

test('on a normal connection the same page does fetch ahead (so the check above can fail)', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {configurable: true, get: () => ({saveData: false, effectiveType: '4g'})});
  });
  expect(await codeFetchedAhead(page)).toBeGreaterThan(0);
});

test('a navigation slower than 200 ms shows the progress bar; it goes once the page is there', async ({page}) => {
  // No prefetching (data saving), so the next page's code is fetched on the click, slowly.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {configurable: true, get: () => ({saveData: true, effectiveType: '4g'})});
  });
  await page.goto('/pt-br/docs/v4/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#nprogress')).toHaveCount(0);
  // The next page's code comes slowly.
  await page.route(/\/assets\/js\/.+\.js$/, async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({response});
  });
  await page.locator('nav.navbar a[href="/pt-br/docs/v4/client-api/"]').click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  await expect(page).toHaveURL(/\/pt-br\/docs\/v4\/client-api\/$/);
  await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 10_000});
});
