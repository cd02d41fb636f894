import {expect, test, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {clickStill} from '../helpers/clickStill';

// The samples' tabs (plugins/code-variants): one choice of module system and of package manager for every group
// of every page, remembered, carried by a link, applied before the first paint, in the WAI-ARIA tabs pattern.

const step3 = '/pt-br/docs/v4/tutorial/step-3/';
const step4 = '/pt-br/docs/v4/tutorial/step-4/';
const moduleGroups = (page: Page) => page.locator('.code-variants[data-code-group="module"]');

/** The label of the selected tab and of the visible panel's value, for each module group of the page. */
async function shownModules(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.code-variants[data-code-group="module"]')).map((group) => {
      const selected = group.querySelector('[role="tab"][aria-selected="true"]');
      const visible = (Array.from(group.querySelectorAll(':scope > [role="tabpanel"]')) as HTMLElement[]).filter((panel) => panel.offsetHeight > 0);
      return `${selected?.getAttribute('data-code-value')}/${visible.map((panel) => panel.dataset.codeValue).join(',')}`;
    }),
  );
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

test('CommonJS is shown by default, with the tab lists named in the reader\'s language', async ({page}) => {
  await open(page, step3);
  await expect(page.locator('html')).toHaveAttribute('data-code-module', 'cjs');
  expect(await shownModules(page)).toEqual(['cjs/cjs']);
  await expect(moduleGroups(page).getByRole('tablist')).toHaveAttribute('aria-label', 'Sistema de módulos');
  await expect(page.locator('.code-variants[data-code-group="pm"]').first().getByRole('tablist')).toHaveAttribute('aria-label', 'Gerenciador de pacotes');
  await expect(moduleGroups(page).getByRole('tabpanel')).toContainText("const express = require('express');");
});

test('choosing TypeScript on one page shows TypeScript on the next page, after a reload too', async ({page}) => {
  await open(page, step3);
  await moduleGroups(page).getByRole('tab', {name: 'TypeScript'}).click();
  expect(await shownModules(page)).toEqual(['ts/ts']);
  await expect(moduleGroups(page).getByRole('tabpanel')).toContainText('index.ts');
  // A client-side navigation: React renders the next page's groups, which take the choice.
  await clickStill(page.locator('.pagination-nav__link--next'));
  await expect(page).toHaveURL(new RegExp(`${step4}$`));
  await expect.poll(() => shownModules(page)).toEqual(['ts/ts']);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-code-module', 'ts');
  expect(await shownModules(page)).toEqual(['ts/ts']);
});

test('a link can carry the choice: ?lang=cjs selects CommonJS over a remembered choice, and is remembered', async ({page}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('code-variants.module', 'ts');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await open(page, `${step3}?lang=cjs`);
  expect(await shownModules(page)).toEqual(['cjs/cjs']);
  await open(page, step4);
  expect(await shownModules(page)).toEqual(['cjs/cjs']);
  await open(page, `${step3}?pm=pnpm`);
  await expect(page.locator('.code-variants[data-code-group="pm"] [role="tabpanel"]:visible')).toHaveText(/pnpm add/);
});

test('keyboard: the tab list is one tab stop, arrows and Home / End move the selection and the focus', async ({page}) => {
  await open(page, step3);
  const tabs = moduleGroups(page).getByRole('tab');
  await tabs.nth(0).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(0)).toHaveAttribute('tabindex', '-1');
  await expect(tabs.nth(1)).toHaveAttribute('tabindex', '0');
  expect(await shownModules(page)).toEqual(['esm/esm']);
  await page.keyboard.press('End');
  await expect(tabs.nth(2)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(2)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  // Tab leaves the tab list for the panel's content (the code block).
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).not.toHaveAttribute('role', 'tab');
});

test('the choice applies before the first paint: no layout shift, and the tabs work before hydration', async ({page}) => {
  await page.addInitScript(() => {
    localStorage.setItem('code-variants.module', 'ts');
    localStorage.setItem('code-variants.pm', 'bun');
    (window as unknown as {shifts: number}).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) (window as unknown as {shifts: number}).shifts += (entry as unknown as {value: number}).value;
    }).observe({type: 'layout-shift', buffered: true});
  });
  // Without the site's scripts: the page as served, which the head script and the stylesheet alone switch.
  await page.route(/\/assets\/js\//, (route) => route.abort());
  await page.goto(step3);
  expect(await shownModules(page)).toEqual(['ts/ts']);
  await expect(page.locator('.code-variants[data-code-group="pm"] [role="tabpanel"]:visible')).toHaveText('bun add socket.io');
  await moduleGroups(page).getByRole('tab', {name: 'ES modules'}).click();
  expect(await shownModules(page)).toEqual(['esm/esm']);
  await page.unroute(/\/assets\/js\//);

  await open(page, step3);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as {shifts: number}).shifts)).toBe(0);
});

test('a sample without a TypeScript variant shows its ES module to TypeScript readers', async ({page}) => {
  await page.addInitScript(() => localStorage.setItem('code-variants.module', 'ts'));
  await open(page, '/pt-br/docs/v4/load-testing/');
  // Every tabbed sample has its TypeScript variant today; a new one may come without (the README's rule for samples
  // that do not typecheck yet). Such a group is made here by taking the TypeScript tab and panel out of the first one:
  // the stylesheet's :has() rule must then show its ES module, while the other groups stay on TypeScript.
  const before = await shownModules(page);
  expect(before.length).toBeGreaterThan(1);
  expect(before.every((shown) => shown === 'ts/ts')).toBe(true);
  await moduleGroups(page).first().evaluate((group) => group.querySelectorAll('[data-code-value="ts"]').forEach((element) => element.remove()));
  // The panel shown is the stylesheet's doing; aria-selected is set by the script when the page is built, which this
  // group, changed afterwards, did not go through: only the panels are compared.
  const panels = (shown: string[]) => shown.map((entry) => entry.split('/')[1]);
  expect(panels(await shownModules(page))).toEqual(['esm', ...panels(before.slice(1))]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no serious violation in the tabs, TypeScript chosen, ${colorScheme}`, async ({page}) => {
    await page.emulateMedia({colorScheme});
    await page.addInitScript(() => localStorage.setItem('code-variants.module', 'ts'));
    await open(page, step3);
    const results = await new AxeBuilder({page}).include('.code-variants').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
    expect(serious).toEqual([]);
  });
}
