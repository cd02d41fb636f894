import {expect, test, type Page} from '@playwright/test';
import {clickStill} from '../helpers/clickStill';
import {hydrated, markWindow, servedAndShown, windowMarked} from '../helpers/keptHtml';

// A doc or blog post opened directly keeps the content the server rendered (plugins/performance/static-content): React
// hydrates the page around it without loading the compiled content, and the reader reads, copies code and
// follows links as on any page.

/**
 * The longest run of plain ASCII words in one text of the first element matching `selector`: written the same in
 * the compiled content, where each text is a string and the minifier may escape accented letters.
 */
function plainSentenceOf(page: Page, selector: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((p) =>
      Array.from(p.childNodes, (node) => (node.nodeType === Node.TEXT_NODE ? node.textContent! : ''))
        .flatMap((text) => text.split(/[^A-Za-z0-9 ]/))
        .sort((a, b) => b.length - a.length)[0]!
        .trim(),
    );
}

/**
 * The text of every script the page requests from now on. The URLs are recorded as the requests start, and the
 * texts read from the server when asked for: a response body kept by the browser may be gone by then (a script
 * served from the prefetch cache, a body evicted), which read as an empty script.
 */
function downloadedScripts(page: Page): () => Promise<string[]> {
  const urls = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.add(request.url());
  });
  return () => Promise.all(Array.from(urls, async (url) => (await page.request.get(url)).text()));
}

for (const {name, url, selector} of [
  {name: 'a doc', url: '/pt-br/docs/v4/rooms/', selector: '.theme-doc-markdown'},
  {name: 'the v4 Server API page', url: '/pt-br/docs/v4/server-api/', selector: '.theme-doc-markdown'},
  {name: 'a blog post', url: '/pt-br/blog/socket-io-4-release/', selector: '#__blog-post-container'},
  {name: 'a how-to page', url: '/pt-br/how-to/use-with-vue/', selector: '.theme-mdx-page-content'},
]) {
  test(`${name} opened directly shows its content as the server rendered it, once hydrated too`, async ({page}) => {
    await page.goto(url);
    await hydrated(page);
    const {served, shown} = await servedAndShown(page, url, selector);
    expect(served.length).toBeGreaterThan(1000);
    expect(shown).toBe(served);
  });
}

test('a link in a doc opened directly leads to its page without a page load, and back', async ({page}) => {
  await page.goto('/pt-br/docs/v4/rooms/');
  await hydrated(page);
  await markWindow(page);
  const headings = await page.locator('.theme-doc-markdown h2').allTextContents();
  const link = page.locator('.theme-doc-markdown a[href="/pt-br/docs/v4/broadcasting-events/"]').first();
  await clickStill(link);
  await expect(page).toHaveURL(/\/pt-br\/docs\/v4\/broadcasting-events\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/Broadcast de eventos/);
  expect(await windowMarked(page)).toBe(true);
  // The page reached is rendered in the browser: its code is highlighted and its blocks get their buttons, which
  // come as the reader nears a block (the first one is below the page's figure).
  await expect(page.locator('.theme-code-block .token.keyword').first()).toBeVisible();
  await page.locator('.theme-code-block').first().scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', {name: 'Copiar código para a área de transferência'}).first()).toBeAttached();

  await page.goBack();
  await expect(page).toHaveURL(/\/pt-br\/docs\/v4\/rooms\/$/);
  await expect(page.locator('.theme-doc-markdown h2')).toHaveText(headings);
  expect(await windowMarked(page)).toBe(true);
});

test('from the keyboard, a link in a doc opened directly is followed without a page load', async ({page}) => {
  await page.goto('/pt-br/docs/v4/rooms/');
  await hydrated(page);
  await markWindow(page);
  const link = page.locator('.theme-doc-markdown a[href="/pt-br/docs/v4/broadcasting-events/"]').first();
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pt-br\/docs\/v4\/broadcasting-events\/$/);
  expect(await windowMarked(page)).toBe(true);
});

test('a link to a heading of the same doc, opened directly, scrolls to it', async ({page}) => {
  await page.goto('/pt-br/docs/v4/rooms/');
  await hydrated(page);
  const anchor = page.locator('.theme-doc-markdown h2 a.hash-link').last();
  const id = (await anchor.getAttribute('href'))!.slice(1);
  // The blocks above it move it by 26 px once rendered: clicked in between, the heading was hit, not the link.
  await clickStill(anchor);
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
});

test('from the keyboard, a code block of a doc opened directly is followed by its wrap and copy buttons', async ({page}) => {
  await page.goto('/pt-br/docs/v4/rooms/');
  await hydrated(page);
  const block = page.locator('.theme-code-block').first();
  await block.locator('pre').focus();
  await expect(block.getByRole('button', {name: 'Copiar código para a área de transferência'})).toBeAttached();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName(/Alternar quebra de linha|Copiar código para a área de transferência/);
  await expect(page.locator(':focus')).toBeVisible();
});

test('a doc opened directly downloads no script holding its text; the doc a link leads to does', async ({page}) => {
  const scripts = downloadedScripts(page);
  const sentenceOf = (selector: string) => plainSentenceOf(page, selector);
  await page.goto('/pt-br/docs/v4/rooms/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const ownSentence = await sentenceOf('.theme-doc-markdown > p');
  expect(ownSentence.length).toBeGreaterThan(12);
  expect((await scripts()).filter((script) => script.includes(ownSentence))).toEqual([]);

  await clickStill(page.locator('.theme-doc-markdown a[href="/pt-br/docs/v4/broadcasting-events/"]').first());
  await expect(page).toHaveURL(/\/pt-br\/docs\/v4\/broadcasting-events\/$/);
  // The URL changes as the link is followed; the router keeps showing the doc left until the next one's chunks
  // have arrived. Its heading says the next doc is shown, so the sentence read is the next doc's.
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/Broadcast de eventos/);
  const nextSentence = await sentenceOf('.theme-doc-markdown > p');
  expect(nextSentence).not.toBe(ownSentence);
  // Shown, so its chunks have been requested: no waiting on the network.
  expect((await scripts()).some((script) => script.includes(nextSentence))).toBe(true);
});

test("a blog list opened directly shows its posts' openings as the server rendered them, once hydrated too", async ({page}) => {
  const url = '/pt-br/blog/page/2/';
  const served = await (await page.request.get(url)).text();
  await page.goto(url);
  await hydrated(page);
  const {servedPosts, shownPosts} = await page.evaluate((served) => {
    const contents = (root: ParentNode) => Array.from(root.querySelectorAll('main article .markdown'), (element) => element.innerHTML);
    return {servedPosts: contents(new DOMParser().parseFromString(served, 'text/html')), shownPosts: contents(document)};
  }, served);
  expect(servedPosts).toHaveLength(10);
  expect(servedPosts.every((html) => html.length > 100)).toBe(true);
  expect(shownPosts).toEqual(servedPosts);
});

test("a blog list reached by a link renders its posts' openings in the browser", async ({page}) => {
  await page.goto('/pt-br/blog/page/2/');
  await hydrated(page);
  await markWindow(page);
  await clickStill(page.locator('a.pagination-nav__link[href="/pt-br/blog/"]'));
  await expect(page).toHaveURL(/\/pt-br\/blog\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Blog');
  const openings = page.locator('main article .markdown');
  await expect(openings).toHaveCount(10);
  for (const opening of await openings.all()) await expect(opening.locator('p').first()).not.toBeEmpty();
  expect(await windowMarked(page)).toBe(true);
});

test('a link in a Markdown page opened directly leads to the next page, rendered in the browser with its title', async ({page}) => {
  await page.goto('/pt-br/get-started/');
  await hydrated(page);
  await markWindow(page);
  await page.locator('.theme-mdx-page-content a[href="/pt-br/get-started/chat/"]').first().click();
  await expect(page).toHaveURL(/\/pt-br\/get-started\/chat\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
  await expect(page.locator('.theme-mdx-page-content .theme-code-block .token').first()).toBeVisible();
  await expect(page.getByRole('button', {name: 'Copiar código para a área de transferência'}).first()).toBeAttached();
  expect(await windowMarked(page)).toBe(true);
});

for (const {name, url, paragraph} of [
  {name: 'a how-to page', url: '/pt-br/how-to/use-with-vue/', paragraph: '.theme-mdx-page-content > p'},
  {name: 'a blog list page', url: '/pt-br/blog/page/2/', paragraph: 'main article .markdown > p'},
]) {
  test(`${name} opened directly downloads no script holding its text (the doc test above shows the check can fail)`, async ({page}) => {
    const scripts = downloadedScripts(page);
    await page.goto(url);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const sentence = await plainSentenceOf(page, paragraph);
    expect(sentence.length).toBeGreaterThan(12);
    expect((await scripts()).filter((script) => script.includes(sentence))).toEqual([]);
  });
}
