import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';

// The "Copy page" menu of docs and Markdown guides (plugins/llms-txt): a disclosure beside the title with "Copy as
// Markdown", "View as Markdown" and the locale's llms.txt. Its copying code loads when it is opened.

test.use({permissions: ['clipboard-read', 'clipboard-write']});

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

/** Presses Tab until the focus is on `selector`, as a keyboard user reaches it. */
async function tabTo(page: Page, selector: string, maxPresses = 60): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector} not reached with ${maxPresses} presses of Tab`);
}

for (const {kind, url, twin} of [
  {kind: 'a doc', url: '/pt-br/docs/v4/rooms/', twin: '/pt-br/docs/v4/rooms.md'},
  {kind: 'a how-to guide', url: '/pt-br/how-to/use-with-jwt/', twin: '/pt-br/how-to/use-with-jwt.md'},
]) {
  test(`pt-br, ${kind}, keyboard only: open the menu, "Copy as Markdown" puts the page's twin on the clipboard`, async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(url);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const menu = page.locator('details.copy-page-menu');
    await expect(menu.locator('summary')).toHaveText('Copiar página');
    expect(requests.filter((path) => path.endsWith('.md')), 'the twin is not fetched before the menu opens').toEqual([]);
    const beforeOpening = requests.length;

    // As a keyboard user does: the "skip to main content" link first, past the navbar and the sidebar.
    await tabTo(page, 'a[href="#__docusaurus_skipToContent_fallback"]', 3);
    await page.keyboard.press('Enter');
    await tabTo(page, 'details.copy-page-menu > summary', 10);
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('open', '');
    // Opening it loads the copying code and the twin.
    await expect.poll(() => requests.slice(beforeOpening).filter((path) => path.endsWith('.js')).length).toBeGreaterThan(0);
    await expect.poll(() => requests.slice(beforeOpening)).toContain(twin);
    await page.keyboard.press('Tab');
    const copy = menu.getByRole('button', {name: 'Copiar como Markdown'});
    await expect(copy).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('status')).toHaveText('Página copiada como Markdown');

    const expected = await (await page.request.get(twin)).text();
    expect(expected).toMatch(/^---\ntitle: /);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    // The other two items are links, then Escape closes the menu and gives the focus back to its button.
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', {name: 'Ver como Markdown'})).toBeFocused();
    await expect(menu.getByRole('link', {name: 'Ver como Markdown'})).toHaveAttribute('href', twin);
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', {name: /llms\.txt/})).toHaveAttribute('href', '/pt-br/llms.txt');
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open', '');
    await expect(menu.locator('summary')).toBeFocused();
  });
}

test('after following a link to another doc, it copies that doc', async ({page}) => {
  await page.goto('/pt-br/docs/v4/rooms/');
  await hydrated(page);
  const menu = page.locator('details.copy-page-menu');
  await menu.locator('summary').click();
  await menu.getByRole('button', {name: 'Copiar como Markdown'}).click();
  await expect(menu.getByRole('status')).toHaveText('Página copiada como Markdown');
  // The sidebar's link: a client-side navigation, React keeps the menu's element.
  await page.locator('.theme-doc-sidebar-menu a[href="/pt-br/docs/v4/namespaces/"]').click();
  await expect(page).toHaveURL(/\/pt-br\/docs\/v4\/namespaces\/$/);
  // The URL changes before the next page renders: wait for the menu of that page, or the click opens the old one,
  // which the new render then replaces, closed (seen once in a full run of the browser tests).
  await expect(menu.locator('button[data-copy-markdown]')).toHaveAttribute('data-copy-markdown', '/pt-br/docs/v4/namespaces.md');
  await menu.locator('summary').click();
  await menu.getByRole('button', {name: 'Copiar como Markdown'}).click();
  await expect(menu.getByRole('status')).toHaveText('Página copiada como Markdown');
  const expected = await (await page.request.get('/pt-br/docs/v4/namespaces.md')).text();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
});

test('"View as Markdown" opens the twin as text in the browser', async ({page}) => {
  await page.goto('/pt-br/docs/v4/rooms/');
  const menu = page.locator('details.copy-page-menu');
  await menu.locator('summary').click();
  await menu.getByRole('link', {name: 'Ver como Markdown'}).click();
  await expect(page).toHaveURL(/\/pt-br\/docs\/v4\/rooms\.md$/);
  await expect(page.locator('body')).toContainText('# Salas');
});

test('without JavaScript, the menu opens and its links work', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/pt-br/how-to/use-with-jwt/');
  const menu = page.locator('details.copy-page-menu');
  await menu.locator('summary').click();
  await expect(menu).toHaveAttribute('open', '');
  const response = await page.request.get((await menu.getByRole('link', {name: 'Ver como Markdown'}).getAttribute('href'))!);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  await context.close();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the open menu passes axe, ${colorScheme}`, async ({page}) => {
    await page.emulateMedia({colorScheme});
    await page.goto('/pt-br/docs/v4/rooms/');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    await page.locator('details.copy-page-menu > summary').click();
    await expect(page.locator('details.copy-page-menu')).toHaveAttribute('open', '');
    const results = await new AxeBuilder({page}).include('details.copy-page-menu').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
  });
}
