import {expect, test, type Page} from '@playwright/test';

// On a phone, the desktop sidebar and table of contents, which Docusaurus removes once it sees the narrow window, and
// the navbar's items, which Infima hides there, are not hydrated (plugins/performance/phone-hidden-parts). On a wide
// window they are hydrated and work as before; a page opened narrow and widened gets them working, up to date.

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

/**
 * Keeps, before any script runs, the first link of each desktop-only part the server rendered, and after hydration
 * tells whether React took each over: a hydrated element carries React's `__reactFiber$…` property.
 */
async function watchServerLinks(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const kept: Record<string, Element | null> = {
        sidebar: document.querySelector('.theme-doc-sidebar-menu .theme-doc-sidebar-item-link a'),
        toc: document.querySelector('.theme-doc-toc-desktop a'),
        blogSidebar: document.querySelector('aside.col--3 nav a'),
        navbarItem: document.querySelector('.navbar__items > .navbar__item.dropdown > a.navbar__link'),
        pageToc: document.querySelector('.col--2 .table-of-contents a'),
      };
      (window as unknown as {serverLinks: typeof kept}).serverLinks = kept;
    });
  });
  return () =>
    page.evaluate(() => {
      const kept = (window as unknown as {serverLinks: Record<string, Element | null>}).serverLinks;
      return Object.fromEntries(
        Object.entries(kept).map(([part, link]) => [part, link === null ? 'absent' : Object.keys(link).some((key) => key.startsWith('__reactFiber$')) ? 'hydrated' : 'kept']),
      );
    });
}

test.describe('on a phone', () => {
  test.use({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});

  for (const {name, url, parts} of [
    {name: 'a doc', url: '/pt-br/docs/v4/rooms/', parts: {sidebar: 'kept', toc: 'kept', blogSidebar: 'absent', navbarItem: 'kept', pageToc: 'absent'}},
    {name: 'a blog post', url: '/pt-br/blog/monorepo/', parts: {sidebar: 'absent', toc: 'absent', blogSidebar: 'kept', navbarItem: 'kept', pageToc: 'kept'}},
    {name: 'a how-to page', url: '/pt-br/how-to/use-with-react/', parts: {sidebar: 'absent', toc: 'absent', blogSidebar: 'absent', navbarItem: 'kept', pageToc: 'kept'}},
    {name: 'the landing page', url: '/pt-br/', parts: {sidebar: 'absent', toc: 'absent', blogSidebar: 'absent', navbarItem: 'kept', pageToc: 'absent'}},
  ]) {
    test(`${name}: the parts a phone does not show are not hydrated, and no error is logged`, async ({page}) => {
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      const states = await watchServerLinks(page);
      await page.goto(url);
      await hydrated(page);
      await expect(page.locator('.theme-doc-sidebar-menu, .theme-doc-toc-desktop, aside.col--3')).toHaveCount(0);
      expect(await states()).toEqual(parts);
      expect(errors).toEqual([]);
    });
  }

  test("the doc sidebar is in the phone's menu, and leads to another doc", async ({page}) => {
    await page.goto('/pt-br/docs/v4/rooms/');
    await hydrated(page);
    await page.getByRole('button', {name: /menu|navegação/i}).first().click();
    const link = page.locator('.navbar-sidebar .menu__link[href="/pt-br/docs/v4/namespaces/"]');
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/pt-br\/docs\/v4\/namespaces\/$/);
    await expect(page.locator('h1')).toContainText(/Namespaces/i);
  });

  test("widened after a visit through the phone's menu, the navbar's menus lead from the page shown, and open", async ({page}) => {
    await page.goto('/pt-br/docs/v4/rooms/');
    await hydrated(page);
    await page.getByRole('button', {name: /menu|navegação/i}).first().click();
    const link = page.locator('.navbar-sidebar .menu__link[href="/pt-br/docs/v4/namespaces/"]');
    await link.click();
    await expect(page).toHaveURL(/\/pt-br\/docs\/v4\/namespaces\/$/);
    await page.setViewportSize({width: 1280, height: 823});
    // The version and language menus lead to the page shown, not to the one the phone loaded.
    await expect(page.locator('.navbar__items--right .dropdown__menu a[href="/pt-br/docs/v3/namespaces/"]')).toHaveCount(1);
    await expect(page.locator('.navbar__items--right .dropdown__menu a[href="/docs/v4/namespaces/"]')).toHaveCount(1);
    await expect(page.locator('.navbar__items--right .dropdown__menu a[href="/docs/v4/rooms/"]')).toHaveCount(0);
    const docs = page.locator('.navbar__items > .navbar__item.dropdown > a[aria-expanded]').first();
    // theme-classic's desktop dropdown opens on hover (CSS) and on Enter (React state, which shows it hydrated).
    await docs.focus();
    await page.keyboard.press('Enter');
    await expect(docs).toHaveAttribute('aria-expanded', 'true');
  });

  test("widened after loading, a how-to page's table of contents is rendered by React and shown", async ({page}) => {
    await page.goto('/pt-br/how-to/use-with-react/');
    await hydrated(page);
    await page.setViewportSize({width: 1280, height: 823});
    const link = page.locator('.col--2 .table-of-contents a').first();
    await expect(link).toBeVisible();
    await expect.poll(() => link.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
  });

  test('widened after loading, the page gets a working desktop sidebar', async ({page}) => {
    await page.goto('/pt-br/docs/v4/rooms/');
    await hydrated(page);
    await page.setViewportSize({width: 1280, height: 823});
    const toggle = page.locator('.theme-doc-sidebar-menu a[role="button"][aria-expanded]').first();
    await expect(toggle).toBeVisible();
    const before = await toggle.getAttribute('aria-expanded');
    await toggle.click();
    await expect(toggle).not.toHaveAttribute('aria-expanded', before!);
  });
});

test.describe('on a wide window', () => {
  test.use({viewport: {width: 1280, height: 900}});

  test("a how-to page hydrates its table of contents", async ({page}) => {
    const states = await watchServerLinks(page);
    await page.goto('/pt-br/how-to/use-with-react/');
    await hydrated(page);
    expect((await states()).pageToc).toBe('hydrated');
  });

  test('a doc hydrates its sidebar and table of contents, whose categories open and close', async ({page}) => {
    const states = await watchServerLinks(page);
    await page.goto('/pt-br/docs/v4/rooms/');
    await hydrated(page);
    expect(await states()).toEqual({sidebar: 'hydrated', toc: 'hydrated', blogSidebar: 'absent', navbarItem: 'hydrated', pageToc: 'absent'});
    const toggle = page.locator('.theme-doc-sidebar-menu a[role="button"][aria-expanded]').first();
    const before = await toggle.getAttribute('aria-expanded');
    await toggle.click();
    await expect(toggle).not.toHaveAttribute('aria-expanded', before!);
  });
});
