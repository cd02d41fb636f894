import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';

// The search as a reader of the pt-br edition uses it: the modal (Ctrl+K, /), contextual results per docs
// version, the results page, the failure screen, escaping, and no request to Algolia's hosts.

/** The pt-br texts the site shows: Docusaurus's pt-BR defaults, overridden by i18n/pt-br/code.json. */
function ptBrText(id: string): string {
  const root = path.resolve(__dirname, '../..');
  const defaults = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules/@docusaurus/theme-translations/locales/pt-BR/theme-search-algolia.json'), 'utf8'),
  ) as Record<string, string>;
  const codeFile = path.join(root, 'i18n/pt-br/code.json');
  const code = fs.existsSync(codeFile) ? (JSON.parse(fs.readFileSync(codeFile, 'utf8')) as Record<string, {message: string}>) : {};
  return code[id]?.message ?? defaults[id]!;
}

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const hitLinks = (page: Page) => page.locator('.DocSearch-Hit a');

async function hrefs(page: Page): Promise<string[]> {
  return hitLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** Opens a page and waits for React to take over it (the shortcuts are listened to from then on). */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/**
 * Types a query key by key and waits until the list on screen is the whole query's: each key searches its prefix,
 * and a list read as soon as hits show may still be a prefix's (it failed 1 run in 5 that way). The SearchBar
 * announces each answered query; two frames later DocSearch has rendered it.
 */
async function typeQuery(page: Page, query: string) {
  await page.evaluate((whole) => {
    (window as unknown as {wholeQueryShown: Promise<void>}).wholeQueryShown = new Promise<void>((resolve) => {
      window.addEventListener('local-search:answered', function answered(event) {
        if ((event as CustomEvent<{query: string}>).detail.query !== whole) return;
        window.removeEventListener('local-search:answered', answered);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      });
    });
  }, query);
  await page.keyboard.type(query);
  await page.evaluate(() => (window as unknown as {wholeQueryShown: Promise<void>}).wholeQueryShown);
}

/** Ctrl+K, then wait for the modal's input (its code loads on first use) before typing. */
async function openSearch(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
}

/** Hosts the default (local) search must never touch. */
const algoliaHost = /algolia\.net|algolianet\.com|algolia\.io/;

test('Ctrl+K on a pt-br 4.x page finds pt-br 4.x pages; Enter goes to the first hit', async ({page}) => {
  await visit(page, '/pt-br/docs/v4/');
  await openSearch(page);
  await expect(modal(page)).toBeVisible();
  await typeQuery(page, 'sala padrão');
  await expect(hitLinks(page).first()).toBeVisible();
  const links = await hrefs(page);
  expect(links.length).toBeGreaterThan(0);
  for (const href of links) {
    // This edition, and either a 4.x doc or a page outside the docs: never 3.x, 2.x or another locale.
    expect(href).toMatch(/^\/pt-br\//);
    expect(href).not.toMatch(/^\/pt-br\/docs\/v[23]\//);
  }
  expect(links.some((href) => href.startsWith('/pt-br/docs/v4/'))).toBe(true);

  const first = links[0]!;
  await page.keyboard.press('Enter');
  await expect(modal(page)).toBeHidden();
  await expect.poll(() => page.evaluate(() => location.pathname + location.hash)).toBe(first);
  const anchor = new URL(first, 'http://x').hash.slice(1);
  if (anchor) await expect(page.locator(`[id="${anchor}"]`)).toBeAttached();
});

test('a misspelled, unaccented Portuguese query finds its page; the keyboard alone gets there', async ({page}) => {
  await visit(page, '/pt-br/docs/v4/');
  await openSearch(page);
  // "recuperação do estado da conexão" typed without accents and with a letter missing.
  await page.keyboard.type('recuperacao do estdo da conexao');
  await expect(hitLinks(page).first()).toHaveAttribute('href', /^\/pt-br\/docs\/v4\/connection-state-recovery\/(#.*)?$/);
  // Down to the second hit and back up to the first, then Enter.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('.DocSearch-Hit[aria-selected="true"] a')).toHaveAttribute('href', /connection-state-recovery/);
  await page.keyboard.press('Enter');
  await expect(modal(page)).toBeHidden();
  await expect(page).toHaveURL(/\/pt-br\/docs\/v4\/connection-state-recovery\//);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Recuperação do estado da conexão');
});

test('/ opens the search outside a field, in Portuguese; Escape closes it', async ({page}) => {
  await visit(page, '/pt-br/docs/v4/');
  await page.locator('body').click({position: {x: 5, y: 300}});
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  // The modal's texts come with its code (plugins/performance/code-translation-groups), in Portuguese from the first open.
  await expect(page.locator('.DocSearch-Input')).toHaveAttribute('placeholder', 'Pesquisar na documentação');
  await expect(modal(page).locator('.DocSearch-Footer')).toContainText('selecionar');
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
});

test('a key typed on the focused search button opens the modal with that key', async ({page}) => {
  await visit(page, '/pt-br/docs/v4/');
  await page.locator('.DocSearch-Button').focus();
  await page.keyboard.press('s');
  await expect(modal(page)).toBeVisible();
  await expect(page.locator('.DocSearch-Input')).toHaveValue('s');
});

test('on a pt-br 3.x page the results are 3.x', async ({page}) => {
  await visit(page, '/pt-br/docs/v3/');
  await openSearch(page);
  await typeQuery(page, 'cors ativado');
  await expect(hitLinks(page).first()).toBeVisible();
  const links = await hrefs(page);
  expect(links.some((href) => href.startsWith('/pt-br/docs/v3/'))).toBe(true);
  for (const href of links) expect(href).not.toMatch(/^\/pt-br\/docs\/v[24]\//);
});

test('the results page lists the hits of ?q= with their count', async ({page}) => {
  await visit(page, '/pt-br/search/?q=sala');
  await expect(page.getByRole('heading', {level: 1})).toContainText('sala');
  const results = page.locator('main article');
  await expect(results.first()).toBeVisible();
  const count = await results.count();
  expect(count).toBeGreaterThan(0);
  // "Um documento encontrado|{count} documentos encontrados": the plural form carries the number.
  const plural = ptBrText('theme.SearchPage.documentsFound.plurals').split('|').pop()!;
  const countPattern = new RegExp(`^${plural.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{count\\}', '(\\d+)')}$`);
  await expect(page.getByTestId('search-count')).toHaveText(countPattern);
  const total = Number(countPattern.exec((await page.getByTestId('search-count').textContent()) ?? '')![1]);
  expect(total).toBeGreaterThanOrEqual(count);
  await expect(results.locator('mark').first()).toBeVisible();
  // The modal's footer links to this page with the same count.
  await openSearch(page);
  await page.keyboard.type('sala');
  const footer = page.locator('.DocSearch-HitsFooter a');
  await expect(footer).toHaveText(ptBrText('theme.SearchBar.seeAll').replace('{count}', String(total)));
  await expect(footer).toHaveAttribute('href', '/pt-br/search/?q=sala');
});

test('an index that cannot be fetched shows the pt-br failure screen', async ({page}) => {
  await page.route('**/search-index/pt-br/docs-default-current.json', (route) => route.abort());
  await visit(page, '/pt-br/docs/v4/');
  await openSearch(page);
  await page.keyboard.type('sala');
  await expect(page.locator('.DocSearch-ErrorScreen')).toBeVisible();
  await expect(page.getByText(ptBrText('theme.SearchModal.errorScreen.titleText'))).toBeVisible();
  await expect(page.getByText(ptBrText('theme.SearchModal.errorScreen.helpText'))).toBeVisible();
});

test('a query that looks like markup is shown as text and runs nothing', async ({page}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const payload = '<img src=x onerror=alert(1)>';
  await visit(page, `/pt-br/search/?q=${encodeURIComponent(payload)}`);
  await expect(page.getByRole('heading', {level: 1})).toContainText(payload);
  await expect(page.locator('input[name="q"]')).toHaveValue(payload);

  await openSearch(page);
  await page.locator('.DocSearch-Input').fill(payload);
  await expect(page.locator('.DocSearch-NoResults, .DocSearch-Hits').first()).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});

test('on the search page, Ctrl+K pressed right after load opens the modal, though the page field has the focus', async ({page}) => {
  // The navbar's search could mount after the page reported itself hydrated, and a Ctrl+K pressed in between was
  // lost (about one load in three): load the page several times and press at once.
  for (let attempt = 0; attempt < 8; attempt++) {
    await visit(page, `/pt-br/search/?q=${encodeURIComponent('sala')}`);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  }
});

test('the pages carry no element of, and make no request to, Algolia hosts', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  for (const url of ['/pt-br/', '/pt-br/docs/v4/', '/pt-br/search/?q=sala']) {
    await visit(page, url);
    await page.waitForLoadState('networkidle');
    expect(await page.content()).not.toMatch(algoliaHost);
  }
  await visit(page, '/pt-br/docs/v4/');
  await openSearch(page);
  await page.keyboard.type('sala');
  await expect(hitLinks(page).first()).toBeVisible();
  expect(await page.content()).not.toMatch(algoliaHost);
  expect(requests.filter((url) => algoliaHost.test(new URL(url).host))).toEqual([]);
  // The index comes from the site itself.
  expect(requests.filter((url) => url.includes('/search-index/')).every((url) => new URL(url).host === new URL(page.url()).host)).toBe(true);
});

test('"react" lists the page on React first and the one on React Native after it, each page with at most two sections beneath it', async ({page}) => {
  await visit(page, '/pt-br/docs/v4/');
  await openSearch(page);
  await typeQuery(page, 'react');
  const links = await hrefs(page);
  expect(links[0]).toBe('/pt-br/how-to/use-with-react/');
  const native = links.indexOf('/pt-br/how-to/use-with-react-native/');
  expect(native).toBeGreaterThan(0);
  // DocSearch draws a page's sections beneath it (DocSearch-Hit--Child): the React page's come before React Native.
  const rows = await page.locator('.DocSearch-Hit').evaluateAll((items) =>
    items.map((item) => ({href: item.querySelector('a')?.getAttribute('href') ?? '', child: item.classList.contains('DocSearch-Hit--Child')})),
  );
  let current = '';
  const sections = new Map<string, number>();
  for (const row of rows) {
    const pagePath = row.href.replace(/#.*$/, '');
    if (!row.child) current = pagePath;
    else {
      expect(pagePath).toBe(current);
      sections.set(pagePath, (sections.get(pagePath) ?? 0) + 1);
    }
  }
  for (const count of sections.values()) expect(count).toBeLessThanOrEqual(2);
  expect(rows.findIndex((row) => row.href.startsWith('/pt-br/how-to/use-with-react-native/'))).toBeGreaterThan(
    rows.findIndex((row) => row.href.startsWith('/pt-br/how-to/use-with-react/')),
  );
});

test('the results page shows each page once, with its matching sections beneath it', async ({page}) => {
  await visit(page, `/pt-br/search/?q=${encodeURIComponent('react')}`);
  const results = page.locator('main article');
  await expect(results.first()).toBeVisible();
  await expect(results.first().getByRole('heading', {level: 2})).toContainText('React');
  await expect(results.first().getByRole('heading', {level: 2}).getByRole('link')).toHaveAttribute('href', '/pt-br/how-to/use-with-react/');
  const titles = await results.evaluateAll((items) => items.map((item) => item.querySelector('h2 a')?.getAttribute('href')));
  expect(new Set(titles).size).toBe(titles.length);
  // A section links into its own page.
  const sectionLinks = await results.first().locator('li a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(sectionLinks.length).toBeLessThanOrEqual(2);
  for (const href of sectionLinks) expect(href).toMatch(/^\/pt-br\/how-to\/use-with-react\/#/);
});
