import {expect, test, type Page} from '@playwright/test';

// The browser keeps the document head with its own manager (plugins/performance/head-manager); the server renders it with
// react-helmet-async. After a navigation in the browser, the head must be the one the server writes for the
// page: title, <html> attributes (lang, dir, the page-type classes), canonical, hreflang, description, Open
// Graph and structured data.

type HeadSnapshot = {title: string; html: Record<string, string | null>; owned: string[] | undefined; tags: string[]};

async function headOf(page: Page): Promise<HeadSnapshot> {
  return page.evaluate(() => {
    const root = document.documentElement;
    return {
      title: document.title,
      html: Object.fromEntries(['lang', 'dir', 'class'].map((name) => [name, root.getAttribute(name)])),
      // Which <html> attributes the head manager owns; their order follows when each <Head> mounted.
      owned: root.getAttribute('data-rh')?.split(',').sort(),
      // Each tag as its name, attributes in name order, and text: the server and the browser order attributes differently.
      tags: Array.from(document.head.querySelectorAll('[data-rh]'), (element) => {
        const attributes = Array.from(element.attributes, ({name, value}) => `${name}="${value}"`).sort();
        return `<${element.localName} ${attributes.join(' ')}>${element.textContent}`;
      }).sort(),
    };
  });
}

/** The head of `path` loaded on its own, once hydrated. */
async function servedHead(page: Page, path: string): Promise<HeadSnapshot> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return headOf(page);
}

/** Goes to `path` through the router, as the back and forward buttons do, and returns the head once updated. */
async function navigatedHead(page: Page, path: string, title: string): Promise<HeadSnapshot> {
  await page.evaluate((to) => {
    (window as {notReloaded?: boolean}).notReloaded = true;
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  }, path);
  await expect(page).toHaveTitle(title);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as {notReloaded?: boolean}).notReloaded)).toBe(true);
  return headOf(page);
}

const journeys: Record<string, string[]> = {
  'pt-br': [
    '/pt-br/',
    '/pt-br/docs/v4/',
    '/pt-br/docs/v4/client-api/',
    '/pt-br/docs/v4/tutorial/api-overview/',
    '/pt-br/blog/',
    '/pt-br/blog/admin-ui-first-release/',
    '/pt-br/docs/v3/',
    '/pt-br/docs/v2/',
    '/pt-br/how-to/build-a-basic-client/',
    '/pt-br/demos/chat/',
    '/pt-br/search/',
    '/pt-br/get-started/',
    '/pt-br/docs/v4/changelog/',
    '/pt-br/',
  ],
  en: ['/docs/v4/', '/blog/', '/'],
  'zh-CN': ['/zh-CN/', '/zh-CN/docs/v4/server-api/'],
  // The interface in Spanish around pages still in English: the landing page, a doc, a demo, the blog, search.
  es: ['/es/', '/es/docs/v4/rooms/', '/es/demos/chat/', '/es/blog/', '/es/search/', '/es/'],
};

for (const [locale, paths] of Object.entries(journeys)) {
  test(`${locale}: after each navigation in the browser, the head is the one the server renders for the page`, async ({browser}) => {
    // Each step loads a page on its own and navigates to it: 27 page loads and navigations for pt-br.
    test.setTimeout(30_000 + paths.length * 3_000);
    const served = await browser.newPage();
    const navigating = await browser.newPage();
    await servedHead(navigating, paths[0]!);
    for (const path of paths.slice(1)) {
      const expected = await servedHead(served, path);
      expect(expected.tags.length, `${path} has managed head tags`).toBeGreaterThan(5);
      expect(await navigatedHead(navigating, path, expected.title), path).toEqual(expected);
    }
  });
}
