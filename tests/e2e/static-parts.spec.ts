import {expect, test, type Page} from '@playwright/test';
import {clickStill} from '../helpers/clickStill';
import {hydrated, markWindow, servedAndShown, windowMarked} from '../helpers/keptHtml';

// Parts made of text, links and code blocks keep the server's HTML on the page the browser loaded
// (plugins/performance/static-parts): the footer of every page, the landing page's sections, the posts of a blog
// list. React does not hydrate them; their links lead to their pages without a page load, the landing page's code
// blocks get their buttons, and the same parts reached by a link are rendered by React as before. A demo is kept
// the same way until the reader reaches it, then rendered by React, and only then does it connect.

/** How many of the elements inside `selector` React took over (a hydrated element carries `__reactFiber$…`), and how many there are. */
const reactElements = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((root) => {
    const inside = Array.from(root.querySelectorAll('*'));
    return {react: inside.filter((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))).length, all: inside.length};
  });

for (const viewport of [
  {name: 'on a phone', size: {width: 412, height: 823}},
  {name: 'on a wide window', size: {width: 1280, height: 800}},
]) {
  test.describe(viewport.name, () => {
    test.use({viewport: viewport.size});

    for (const {name, url, parts} of [
      {name: 'the landing page', url: '/pt-br/', parts: ['main', 'footer.footer']},
      {
        name: 'a doc',
        url: '/pt-br/docs/v4/rooms/',
        parts: ['footer.footer', 'nav.theme-doc-breadcrumbs', 'details.copy-page-menu', 'footer.theme-doc-footer', 'nav.pagination-nav'],
      },
      {name: 'a blog list', url: '/pt-br/blog/', parts: ['footer.footer', 'main article']},
      {name: 'a blog post', url: '/pt-br/blog/socket-io-4-release/', parts: ['footer.footer', 'main article']},
      {name: 'a demo', url: '/pt-br/demos/chat/', parts: ['main > header', 'main > section:last-of-type', 'footer.footer']},
    ]) {
      test(`${name}: its static parts are the server's HTML, not hydrated, and no error is logged`, async ({page}) => {
        const errors: string[] = [];
        page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
        await page.goto(url);
        await hydrated(page);
        for (const part of parts) {
          const {served, shown} = await servedAndShown(page, url, part);
          expect(served.length, part).toBeGreaterThan(200);
          expect(shown, part).toBe(served);
          const {react, all} = await reactElements(page, part);
          expect(all, part).toBeGreaterThan(3);
          expect(react, part).toBe(0);
        }
        expect(errors).toEqual([]);
      });
    }
  });
}

test("a footer link leads to its page without a page load, where the footer is React's and works", async ({page}) => {
  await page.goto('/pt-br/');
  await hydrated(page);
  await markWindow(page);
  await clickStill(page.locator('footer.footer a[href="/pt-br/blog/"]'));
  await expect(page).toHaveURL(/\/pt-br\/blog\/$/);
  await expect(page.locator('main article').first()).toBeVisible();
  expect(await windowMarked(page)).toBe(true);
  // Rendered in the browser now, as before: its links are React's, and still lead on without a page load.
  await expect.poll(async () => (await reactElements(page, 'footer.footer')).react).toBeGreaterThan(10);
  await clickStill(page.locator('footer.footer a[href="/pt-br/docs/v4/faq/"]'));
  await expect(page).toHaveURL(/\/pt-br\/docs\/v4\/faq\/$/);
  expect(await windowMarked(page)).toBe(true);
});

test("a doc's parts: the next doc's link leads on without a page load, to a doc where they are React's; the breadcrumbs' structured data stays in the head", async ({page}) => {
  const structuredData = () => page.locator('head script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => script.textContent ?? '').filter((text) => text.includes('BreadcrumbList')));
  await page.goto('/pt-br/docs/v4/tutorial/step-3/');
  await hydrated(page);
  const served = await structuredData();
  expect(served).toHaveLength(1);
  expect(served[0]).toContain('/pt-br/docs/v4/tutorial/');
  await markWindow(page);
  await clickStill(page.locator('nav.pagination-nav a.pagination-nav__link--next'));
  await expect(page).toHaveURL(/\/pt-br\/docs\/v4\/tutorial\/step-4\/$/);
  await expect(page.locator('.theme-doc-markdown h1')).toBeVisible();
  expect(await windowMarked(page)).toBe(true);
  // Reached by the router, the parts are React's, and their links still lead on without a page load.
  for (const part of ['nav.theme-doc-breadcrumbs', 'nav.pagination-nav', 'details.copy-page-menu']) {
    await expect.poll(async () => (await reactElements(page, part)).react, part).toBeGreaterThan(2);
  }
  expect(await structuredData()).toHaveLength(1);
  await clickStill(page.locator('nav.pagination-nav a.pagination-nav__link--prev'));
  await expect(page).toHaveURL(/\/pt-br\/docs\/v4\/tutorial\/step-3\/$/);
  await page.locator('nav.theme-doc-breadcrumbs a.breadcrumbs__link').last().click();
  await expect(page).not.toHaveURL(/step-3/);
  expect(await windowMarked(page)).toBe(true);
});

test('the landing page: its button leads to the guide without a page load, and back', async ({page}) => {
  await page.goto('/pt-br/');
  await hydrated(page);
  await markWindow(page);
  await page.locator('main a.button--primary[href="/pt-br/docs/v4/"]').click();
  await expect(page).toHaveURL(/\/pt-br\/docs\/v4\/$/);
  await expect(page.locator('.theme-doc-markdown h1')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/pt-br\/$/);
  await expect(page.locator('main h1')).toHaveText('Socket.IO');
  expect(await windowMarked(page)).toBe(true);
  // Reached by the router, the landing page is React's.
  await expect.poll(async () => (await reactElements(page, 'main')).react).toBeGreaterThan(10);
});

test("the landing page's code blocks get their copy button as the reader reaches one", async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/pt-br/');
  await hydrated(page);
  const block = page.locator('main .theme-code-block').first();
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  const copy = block.getByRole('button', {name: 'Copiar código para a área de transferência'});
  await expect(copy).toBeAttached();
  await copy.click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('socket.io');
  expect(copied).toBe(await block.locator('pre code').evaluate((code) => Array.from(code.children, (line) => line.textContent).join('\n')));
});

test('a blog list opened directly: a post title leads to the post without a page load, rendered by React', async ({page}) => {
  await page.goto('/pt-br/blog/');
  await hydrated(page);
  await markWindow(page);
  const title = page.locator('main article h2 a').first();
  const href = await title.getAttribute('href');
  await title.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect(await windowMarked(page)).toBe(true);
  await expect.poll(async () => (await reactElements(page, 'main article')).react).toBeGreaterThan(5);
});

// The chat demo's section (DemoPage: <StaticPart as="section" until="reached">). On a phone its form is below the
// first screen.
const chat = 'main section[aria-labelledby="chat-demo-heading"]';
const demoStatus = (page: Page) => page.locator(`${chat} [role="status"]`);
/** Whether React rendered every element of the part. */
const allReact = async (page: Page, selector: string) => {
  const {react, all} = await reactElements(page, selector);
  return all > 5 && react === all;
};

/** Opens the chat demo on a phone, counting the requests its client makes to the demo server. */
async function chatOnAPhone(page: Page) {
  await page.setViewportSize({width: 412, height: 823});
  const requests: string[] = [];
  page.on('request', (request) => request.url().includes('/socket.io/') && requests.push(request.url()));
  await page.goto('/pt-br/demos/chat/');
  await hydrated(page);
  return requests;
}

test('on a phone, the chat demo is the served HTML and does not connect until the reader scrolls to it', async ({page}) => {
  const requests = await chatOnAPhone(page);
  await page.waitForTimeout(1000);
  const {served, shown} = await servedAndShown(page, '/pt-br/demos/chat/', chat);
  expect(shown).toBe(served);
  expect((await reactElements(page, chat)).react).toBe(0);
  expect(requests).toEqual([]);
  await expect(demoStatus(page)).toHaveAttribute('data-state', 'connecting');

  await page.mouse.wheel(0, 500);
  await expect(demoStatus(page)).toHaveAttribute('data-state', 'connected');
  expect(requests.length).toBeGreaterThan(0);
  await expect.poll(() => allReact(page, chat)).toBe(true);
  await page.getByLabel('Seu nome', {exact: true}).fill('Ana');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Você é Ana.')).toBeVisible();
});

test('on a phone, a field of the chat demo focused before the demo is reached keeps the focus and what is typed', async ({page}) => {
  await chatOnAPhone(page);
  await page.getByLabel('Seu nome', {exact: true}).focus();
  await page.keyboard.type('Bia');
  await expect(page.getByLabel('Seu nome', {exact: true})).toBeFocused();
  await expect(page.getByLabel('Seu nome', {exact: true})).toHaveValue('Bia');
  await expect(demoStatus(page)).toHaveAttribute('data-state', 'connected');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Você é Bia.')).toBeVisible();
});

test('on a phone, a form of the chat demo submitted before the demo is reached loads no page', async ({page}) => {
  await chatOnAPhone(page);
  await markWindow(page);
  await page.locator(`${chat} form`).evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect(demoStatus(page)).toHaveAttribute('data-state', 'connected');
  expect(await windowMarked(page)).toBe(true);
  await expect(page).toHaveURL(/\/pt-br\/demos\/chat\/$/);
});

test('on a wide window, the chat demo is in the first screen: React renders it and it connects at once', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/pt-br/demos/chat/');
  await expect(demoStatus(page)).toHaveAttribute('data-state', 'connected');
  expect(await allReact(page, chat)).toBe(true);
});

test('on a phone, in a browser without IntersectionObserver, the chat demo is rendered and connects at once', async ({page}) => {
  await page.addInitScript(() => delete (window as {IntersectionObserver?: unknown}).IntersectionObserver);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await chatOnAPhone(page);
  await expect(demoStatus(page)).toHaveAttribute('data-state', 'connected');
  expect(await allReact(page, chat)).toBe(true);
  expect(errors).toEqual([]);
});
