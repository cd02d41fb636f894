import {expect, test, type Locator, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

// One page of every page type of the pt-br edition, checked by axe-core in light and dark mode and on a phone.

const pageTypes: Record<string, string> = {
  landing: '/pt-br/',
  doc: '/pt-br/docs/v4/rooms/',
  'API reference': '/pt-br/docs/v4/server-api/',
  'tutorial step': '/pt-br/docs/v4/tutorial/step-3/',
  changelog: '/pt-br/docs/v4/changelog/4.8.0/',
  'blog list': '/pt-br/blog/',
  'blog post': '/pt-br/blog/socket-io-4-release/',
  archive: '/pt-br/blog/archive/',
  'how-to': '/pt-br/how-to/use-with-jwt/',
  'get-started': '/pt-br/get-started/chat/',
  'docs 3.x': '/pt-br/docs/v3/',
  demo: '/pt-br/demos/chat/',
  search: '/pt-br/search/?q=sala',
  'not found': '/pt-br/esta-pagina-nao-existe/',
};

const modes = [
  {name: 'light', colorScheme: 'light', viewport: {width: 1280, height: 800}},
  {name: 'dark', colorScheme: 'dark', viewport: {width: 1280, height: 800}},
  {name: '390 px', colorScheme: 'light', viewport: {width: 390, height: 844}},
] as const;

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

for (const mode of modes) {
  test.describe(`axe, ${mode.name}`, () => {
    test.use({colorScheme: mode.colorScheme, viewport: mode.viewport});

    for (const [type, url] of Object.entries(pageTypes)) {
      test(`${type} (${url}) has no serious or critical violation`, async ({page}) => {
        test.setTimeout(120_000); // the Server API page alone has thousands of nodes to check
        await open(page, url);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode.colorScheme);
        // Blocks far from the viewport are not rendered until a reader nears them (content-visibility: auto); axe
        // would measure their text against whatever is painted where it would be (a placeholder is shorter than
        // its list). Rendered, as a reader scrolling there sees them:
        await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
        const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(' | ')}`);
        expect(serious).toEqual([]);
      });
    }
  });
}

/** The focused element draws a visible ring (outline or box-shadow). */
async function focusRingOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? `outline ${style.outlineWidth} ${style.outlineStyle}` : '';
    return outline || (style.boxShadow !== 'none' ? `box-shadow ${style.boxShadow}` : '');
  });
}

/** Puts the focus on `locator` the way a keyboard user does (a Tab onto it), so that :focus-visible applies. */
async function tabOnto(page: Page, locator: Locator) {
  await locator.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(locator).toBeFocused();
}

test.describe('keyboard only', () => {
  test.use({colorScheme: 'light'});

  test('the navbar menus open from the keyboard and show a focus ring', async ({page}) => {
    await open(page, '/pt-br/docs/v4/rooms/');
    const docsMenu = page.locator('.navbar__item.dropdown').first();
    await tabOnto(page, docsMenu.locator('> .navbar__link'));
    expect(await focusRingOf(page)).not.toBe('');
    await page.keyboard.press('Enter');
    await expect(docsMenu.locator('.dropdown__menu')).toBeVisible();
    await page.keyboard.press('Tab');
    const firstEntry = docsMenu.locator('.dropdown__menu a').first();
    await expect(firstEntry).toBeFocused();
    expect(await focusRingOf(page)).not.toBe('');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pt-br\/docs\/v4\/$/);
  });

  test('the colour toggle works with the keyboard and shows a focus ring', async ({page}) => {
    await open(page, '/pt-br/');
    const toggle = page.getByRole('button', {name: /Mudar entre modo claro e escuro/});
    await tabOnto(page, toggle);
    expect(await focusRingOf(page)).not.toBe('');
    const html = page.locator('html');
    const before = await html.getAttribute('data-theme-choice');
    await page.keyboard.press('Enter');
    await expect(html).not.toHaveAttribute('data-theme-choice', before!);
    // Enter again until dark: the toggle cycles system, light, dark.
    for (let presses = 0; presses < 3 && (await html.getAttribute('data-theme')) !== 'dark'; presses++) await page.keyboard.press('Enter');
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test('the chat demo shows a focus ring on its fields (the demo tests drive it by keyboard only)', async ({page}) => {
    await open(page, '/pt-br/demos/chat/');
    await expect(page.locator('[role="status"][data-state]')).toHaveAttribute('data-state', 'connected');
    await tabOnto(page, page.getByLabel('Seu nome', {exact: true}));
    expect(await focusRingOf(page)).not.toBe('');
    await page.keyboard.type(`Teclado-${Date.now() % 100000}`);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Mensagem', {exact: true})).toBeFocused();
    expect(await focusRingOf(page)).not.toBe('');
  });
});

// The pages with figures (inline SVG diagrams following currentColor) and charts (images drawn once per theme).
const figurePages: Record<string, string> = {
  'diagram, docs home': '/pt-br/docs/v4/',
  'diagrams, multiple nodes': '/pt-br/docs/v4/using-multiple-nodes/',
  'diagram, state recovery': '/pt-br/docs/v4/connection-state-recovery/',
  'charts, memory usage': '/pt-br/docs/v4/memory-usage/',
};

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`figures, axe, ${colorScheme}`, () => {
    test.use({colorScheme});
    for (const [type, url] of Object.entries(figurePages)) {
      test(`${type} (${url}) has no serious or critical violation`, async ({page}) => {
        await open(page, url);
        await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
        const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
        expect(serious).toEqual([]);
      });
    }
  });
}

test.describe('charts follow the theme chosen with the toggle, not only the system one', () => {
  test.use({colorScheme: 'light'});
  for (const choice of ['dark', 'light'] as const) {
    test(`system light, site ${choice}: every chart of memory-usage is drawn for ${choice}`, async ({page}) => {
      // The theme chosen against the system's, as the toggle leaves it (Docusaurus's ?docusaurus-theme= sets the same).
      await open(page, `/pt-br/docs/v4/memory-usage/?docusaurus-theme=${choice}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', choice);
      const charts = page.locator('article img[src*="-mode-only"]');
      await expect(charts).toHaveCount(4);
      const visible = charts.locator('visible=true');
      await expect(visible).toHaveCount(2);
      for (const src of await visible.evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''))) {
        expect(src.includes('-dark'), src).toBe(choice === 'dark');
      }
    });
  }
});
