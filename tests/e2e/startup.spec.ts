import {expect, test} from '@playwright/test';

// The client bundle starts over several tasks (plugins/performance/yielding-startup): the task that runs the deferred
// bundle ends before the app is evaluated, so the reader's first tap or scroll is not held behind all of it.

type StartupWindow = {appAtDomContentLoaded?: boolean; notReloaded?: boolean; docusaurus?: {prefetch?: unknown}};

for (const path of ['/pt-br/', '/pt-br/docs/v4/server-api/']) {
  test(`${path}: the app is evaluated after the bundle's own task, then hydrates and navigates`, async ({page}) => {
    await page.addInitScript(() => {
      // DOMContentLoaded fires in the task that ran the deferred scripts, right after them.
      document.addEventListener('DOMContentLoaded', () => {
        (window as StartupWindow).appAtDomContentLoaded = 'docusaurus' in window;
      });
    });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    expect(await page.evaluate(() => (window as StartupWindow).appAtDomContentLoaded)).toBe(false);
    expect(await page.evaluate(() => typeof (window as StartupWindow).docusaurus?.prefetch)).toBe('function');
    // Docusaurus's "site did not load properly" banner, which would misread the later start, is not there.
    await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
    // Hydrated for real: a link is followed by the router, without a page load.
    await page.evaluate(() => ((window as StartupWindow).notReloaded = true));
    await page.locator('nav.navbar a[href="/pt-br/docs/v4/client-api/"]').click();
    await expect(page).toHaveURL(/\/pt-br\/docs\/v4\/client-api\/$/);
    await expect(page.locator('h1')).toBeVisible();
    expect(await page.evaluate(() => (window as StartupWindow).notReloaded)).toBe(true);
  });
}
