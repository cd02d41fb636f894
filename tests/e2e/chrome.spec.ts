import {expect, test, type Page} from '@playwright/test';

// The site's chrome as a reader of the pt-br edition uses it: theme, announcement, navbar, menus, 404.

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');

/** Menus get their final links (query string and hash included) once React has hydrated the page. */
const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

/** Opens a page and waits until it reacts to the reader (scroll, menus, toggles). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
}

async function switchToDark(page: Page) {
  // The toggle cycles through the modes (system, light, dark); stop on dark.
  const toggle = page.getByRole('button', {name: /Mudar entre modo claro e escuro/});
  for (let clicks = 0; clicks < 3 && (await theme(page)) !== 'dark'; clicks++) {
    await toggle.click();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

test.describe('colour mode', () => {
  test.use({colorScheme: 'light'});

  test('the toggle persists across a reload and reaches a second tab', async ({page, context}) => {
    await open(page, '/pt-br/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const secondTab = await context.newPage();
    await open(secondTab, '/pt-br/docs/v4/');
    await expect(secondTab.locator('html')).toHaveAttribute('data-theme', 'light');

    await switchToDark(page);

    await expect(secondTab.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test('code on a page reached by a link is highlighted', async ({page}) => {
  await open(page, '/pt-br/docs/v4/');
  await page.locator('.menu__link[href$="/docs/v4/rooms/"]').first().click();
  await expect(page).toHaveURL(/\/pt-br\/docs\/v4\/rooms\/$/);
  await expect(page.locator('.theme-code-block .token.keyword').first()).toHaveCSS('color', 'rgb(0, 0, 159)');
});

test('code blocks get their buttons as the reader reaches one, a block far down as it nears the viewport, and the button copies its code', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '/pt-br/docs/v4/server-api/');
  const copyButtons = page.getByRole('button', {name: 'Copiar código para a área de transferência'});
  const blocks = page.locator('.theme-code-block');
  const lastBlock = blocks.last();
  // Transparent until a block is hovered, the buttons come with the first block the pointer reaches.
  await page.waitForTimeout(500);
  await expect(copyButtons).toHaveCount(0);
  await blocks.first().hover();
  // Only the blocks near the top have their buttons: the rest come as the reader scrolls.
  await expect(copyButtons.first()).toBeAttached();
  expect(await copyButtons.count()).toBeLessThan((await blocks.count()) / 4);
  await expect(lastBlock.getByRole('button', {name: 'Copiar código para a área de transferência'})).toHaveCount(0);

  await lastBlock.scrollIntoViewIfNeeded();
  await lastBlock.hover();
  const copy = lastBlock.getByRole('button', {name: 'Copiar código para a área de transferência'});
  await copy.click();
  // innerText renders each line's <br> as an extra line break.
  const code = (await lastBlock.locator('code').innerText()).replace(/\n+/g, '\n').trim();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
});

test('at 390 px, once a block is touched, a code block wider than the screen gets its wrap button near the viewport, and wrapping removes its scrollbar', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await open(page, '/pt-br/docs/v4/server-api/');
  const blocks = page.locator('.theme-code-block');
  const wrapButton = (block: typeof blocks) => block.getByRole('button', {name: 'Alternar quebra de linha'});
  // The buttons come as the reader touches a block.
  await blocks.first().dispatchEvent('touchstart');
  // Below the first screenful: the first block wider than the screen, and the first that fits it.
  const [wide, narrow] = await blocks.evaluateAll((elements) => {
    const below = (block: Element) => block.getBoundingClientRect().top > 3 * window.innerHeight;
    const overflows = (block: Element) => {
      // Measured as rendered: the browser skips rendering blocks far from the viewport (content-visibility).
      const pre = block.querySelector('pre')!;
      pre.style.contentVisibility = 'visible';
      const wide = pre.scrollWidth > pre.clientWidth;
      pre.style.contentVisibility = '';
      return wide;
    };
    return [elements.findIndex((b) => below(b) && overflows(b)), elements.findIndex((b) => below(b) && !overflows(b))];
  });
  expect(wide).toBeGreaterThan(0);
  expect(narrow).toBeGreaterThan(0);
  await expect(wrapButton(blocks.nth(wide))).toHaveCount(0);

  // A block that fits the screen gets its copy button but no wrap button.
  await blocks.nth(narrow).scrollIntoViewIfNeeded();
  await expect(blocks.nth(narrow).getByRole('button', {name: 'Copiar código para a área de transferência'})).toBeAttached();
  await expect(wrapButton(blocks.nth(narrow))).toHaveCount(0);

  const block = blocks.nth(wide);
  await block.scrollIntoViewIfNeeded();
  await wrapButton(block).click();
  const pre = block.locator('pre');
  await expect.poll(() => pre.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
  await expect(block.locator('code')).toHaveCSS('white-space', 'pre-wrap');
});

const deepLinks = [
  {page: 'the v4 Server API page', url: '/pt-br/docs/v4/server-api/#event-connection_error'},
  {page: 'a blog post', url: '/pt-br/blog/socket-io-3-release/#client'},
];

for (const {page: name, url} of deepLinks) {
  for (const width of [390, 1280]) {
    test(`at ${width} px a link to a heading far down ${name} lands on it, though the blocks above are not rendered`, async ({page}) => {
      await page.setViewportSize({width, height: 844});
      await open(page, url);
      const heading = page.locator(`#${url.split('#')[1]}`);
      // Code and text blocks above it took a placeholder height in place of being rendered.
      for (const block of ['pre.prism-code', '.markdown > p:nth-child(n + 15)']) {
        expect(await page.locator(block).first().evaluate((element) => getComputedStyle(element).contentVisibility)).toBe('auto');
      }
      // Blocks near the heading render as it comes into view, at their real height: after they have, the heading
      // is still just below the navbar (at 1280 px, with a sidebar as scroll anchor, it ended 230 px above the top).
      await page.waitForTimeout(500);
      const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(200);
    });
  }
}

for (const url of ['/pt-br/docs/v4/rooms/', '/pt-br/docs/v4/server-api/', '/pt-br/blog/socket-io-4-release/']) {
  test(`at 412 px the first screen of ${url} does not move while it loads (layout shifts under 0.02)`, async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as {layoutShifts: number[]}).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    await open(page, url);
    await page.waitForTimeout(1000);
    const shifts = await page.evaluate(() => (window as unknown as {layoutShifts: number[]}).layoutShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.02);
  });
}

test('a doc page names its route chunks in its HTML: hydrating it requests no other script', async ({page, request}) => {
  const url = '/pt-br/docs/v4/rooms/';
  const html = await (await request.get(url)).text();
  // Named by the head, fetched and run once the page is painted (plugins/performance/route-chunk-scripts).
  const inHtml = new Set([...html.matchAll(/<link rel=x-startup href=([^ >]+\.js) data-startup=(?:chunk|entry)/g)].map(([, src]) => src));
  // The entry (runtime and main) and the route's chunks: its layout, the doc component and the doc's metadata.
  expect(inHtml.size).toBeGreaterThan(4);
  // The time the page is marked hydrated; the code blocks' buttons load after, once a block nears the viewport.
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      if (document.documentElement.dataset.hasHydrated !== 'true') return;
      (window as {hydratedAt?: number}).hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document.documentElement, {attributes: true, attributeFilter: ['data-has-hydrated']});
  });
  await open(page, url);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  const beforeHydration = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' && entry.startTime < (window as {hydratedAt?: number}).hydratedAt!)
      .map((entry) => new URL(entry.name).pathname),
  );
  expect(beforeHydration.filter((src) => !inHtml.has(src))).toEqual([]);
});

test.describe('system preference', () => {
  test.use({colorScheme: 'dark'});

  test('a first visit follows the dark system preference', async ({page}) => {
    await open(page, '/pt-br/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('in dark mode, code is coloured with the dark theme from the first paint, before any script of the bundle runs', async ({page}) => {
    // Only the inline script choosing the colour mode runs: the bundle's scripts never arrive.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto('/pt-br/docs/v4/server-api/', {waitUntil: 'domcontentloaded'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    const block = page.locator('.theme-code-block pre').first();
    // Dracula's background, plain text and keyword purple (config/prism.ts), not the GitHub colours rendered.
    await expect(block).toHaveCSS('background-color', 'rgb(40, 42, 54)');
    await expect(block).toHaveCSS('color', 'rgb(248, 248, 242)');
    await expect(block.locator('.token.keyword').first()).toHaveCSS('color', 'rgb(189, 147, 249)');
  });

  test('in dark mode, a page with code hydrates without fetching the highlighter, which code reached by a link does fetch', async ({page}) => {
    // Prism's chunk is the script registering the grammars (javadoclike is one of them).
    const highlighter: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      if ((await response.text().catch(() => '')).includes('javadoclike')) highlighter.push(response.url());
    });
    await open(page, '/pt-br/docs/v4/server-api/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.waitForLoadState('networkidle');
    expect(highlighter).toEqual([]);
    // A block rendered in the browser is highlighted by Prism: the same watch sees its chunk arrive.
    await page.goto('/pt-br/docs/v4/');
    await hydrated(page);
    await page.locator('.menu__link[href$="/docs/v4/rooms/"]').first().click();
    await expect(page.locator('.theme-code-block .token.keyword').first()).toHaveCSS('color', 'rgb(189, 147, 249)');
    await expect.poll(() => highlighter.length).toBeGreaterThan(0);
  });

  test('code is coloured with the dark theme once the page is hydrated, and the light one after a toggle', async ({page}) => {
    // The first block as the server sent it, held before any script runs: a rebuilt block would be a new element.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as {serverBlock: Element | null}).serverBlock = document.querySelector('.theme-code-block pre');
        }
      });
    });
    await page.goto('/pt-br/docs/v4/server-api/');
    const keyword = page.locator('.theme-code-block .token.keyword').first();
    await hydrated(page);
    // Dracula's keyword purple, then GitHub's keyword blue (config/prism.ts).
    await expect(keyword).toHaveCSS('color', 'rgb(189, 147, 249)');
    const toggle = page.getByRole('button', {name: /Mudar entre modo claro e escuro/});
    for (let clicks = 0; clicks < 3 && (await theme(page)) !== 'light'; clicks++) await toggle.click();
    await expect(keyword).toHaveCSS('color', 'rgb(0, 0, 159)');
    // The blocks were restyled where they stand, not rebuilt.
    expect(await page.evaluate(() => (window as unknown as {serverBlock: Element | null}).serverBlock?.isConnected)).toBe(true);
  });
});

test('the announcement bar links to the newest post, closes, and stays closed after a reload', async ({page}) => {
  await open(page, '/pt-br/');
  const bar = page.getByRole('banner').filter({hasText: 'Novo no blog'});
  await expect(bar).toBeVisible();
  // The newest post, in Portuguese, inside the pt-br edition.
  const newest = bar.getByRole('link');
  await expect(newest).toHaveAttribute('href', '/pt-br/blog/bun-engine/');
  await expect(newest).toHaveText('Um Engine.IO para o Bun');
  await bar.getByRole('button', {name: 'Fechar'}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await hydrated(page);
  await expect(page.getByText('Novo no blog')).toBeHidden();
});

test('the navbar hides on scroll down and shows again on scroll up', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 600});
  await open(page, '/pt-br/');
  const navbar = page.locator('nav.navbar');
  const top = async () => (await navbar.boundingBox())!.y;
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 400);
  await page.mouse.wheel(0, 400);
  await expect.poll(top).toBeLessThan(0);
  await page.mouse.wheel(0, -200);
  await expect.poll(top).toBeGreaterThanOrEqual(0);
});

test('at 390 px the mobile menu opens, and closes when the window grows past 996 px', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await open(page, '/pt-br/docs/v4/');
  await page.getByRole('button', {name: 'Alternar painel de navegação'}).click();
  const navbar = page.locator('nav.navbar');
  await expect(navbar).toHaveClass(/navbar-sidebar--show/);
  await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'API do servidor'})).toBeVisible();
  await page.setViewportSize({width: 1200, height: 800});
  await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
});

test('at 390 px a doc page prefetches what its visible links lead to, not the closed menu\'s pages; the menu opens with its slide-in', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await open(page, '/pt-br/docs/v4/');
  await page.waitForLoadState('networkidle');
  // A few links are on screen; the docs sidebar, inside the closed menu, has some sixty.
  expect(await page.locator('link[rel=prefetch]').count()).toBeLessThan(20);
  await expect(page.locator('.navbar-sidebar')).toHaveCount(0);

  const toggle = page.getByRole('button', {name: 'Alternar painel de navegação'});
  await toggle.hover();
  await page.mouse.down();
  // Mounted hidden before the click, so that the click slides it in.
  await expect(page.locator('.navbar-sidebar')).toBeAttached();
  await expect(page.locator('.navbar-sidebar')).not.toBeVisible();
  await page.mouse.up();
  await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
  await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'API do servidor'})).toBeVisible();
});

test('at 390 px the mobile menu opens from the keyboard', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await open(page, '/pt-br/docs/v4/');
  await page.getByRole('button', {name: 'Alternar painel de navegação'}).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
  await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'API do servidor'})).toBeVisible();
});

test('the language menu keeps the path, query string and hash', async ({page}) => {
  await open(page, '/pt-br/docs/v4/?x=1#y');
  await page.locator('.navbar__items--right .dropdown').filter({hasText: 'Português (Brasil)'}).hover();
  await page.getByRole('link', {name: 'English'}).click();
  await expect(page).toHaveURL(/\/docs\/v4\/\?x=1#y$/);
  expect(new URL(page.url()).pathname).toBe('/docs/v4/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await hydrated(page);

  await page.locator('.navbar__items--right .dropdown').filter({hasText: 'English'}).hover();
  await page.getByRole('link', {name: 'Português (Brasil)'}).click();
  await expect(page).toHaveURL(/\/pt-br\/docs\/v4\/\?x=1#y$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
});

test('the version menu goes from 4.x to 3.x, and the choice is remembered', async ({page}) => {
  await open(page, '/pt-br/docs/v4/');
  await page.locator('.navbar__items--right .dropdown').filter({hasText: '4.x'}).hover();
  await page.getByRole('link', {name: '3.x', exact: true}).click();
  await expect(page).toHaveURL(/\/pt-br\/docs\/v3\/$/);

  // Back on the landing page, the navbar's Guide link now leads to the remembered version.
  await open(page, '/pt-br/');
  await page.locator('.navbar__items .dropdown').filter({hasText: 'Documentação'}).hover();
  await page.getByRole('navigation', {name: 'Navegação principal'}).getByRole('link', {name: 'Guia', exact: true}).click();
  await expect(page).toHaveURL(/\/pt-br\/docs\/v3\/$/);
});

test('the skip link moves the focus to the main content', async ({page}) => {
  await open(page, '/pt-br/docs/v4/');
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', {name: 'Pular para o conteúdo principal'});
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Enter');
  // Docusaurus focuses <main> and drops its temporary tabindex; the next Tab goes on from there.
  await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('an unknown route shows the pt-br not-found page with HTTP 404', async ({page}) => {
  const response = await page.goto('/pt-br/esta-pagina-nao-existe/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Página não encontrada');
  await expect(page.getByText('avise que o link está quebrado')).toBeVisible();
});

test('the landing page shows the three qualities, both sides of the example and the sponsors call', async ({page}) => {
  await open(page, '/pt-br/');
  await expect(page.getByRole('heading', {name: 'Alto desempenho'})).toBeVisible();
  await expect(page.getByRole('heading', {name: 'Confiável'})).toBeVisible();
  await expect(page.getByRole('heading', {name: 'Escalável'})).toBeVisible();
  await expect(page.getByRole('heading', {name: 'Servidor', level: 3})).toBeVisible();
  // Both samples have module tabs (plugins/code-variants): one variant of each is shown, CommonJS by default.
  await expect(page.getByText('new Server(').filter({visible: true})).toHaveCount(1);
  await expect(page.getByRole('heading', {name: 'Cliente', level: 3})).toBeVisible();
  await expect(page.getByText('require("socket.io-client")').filter({visible: true})).toHaveCount(1);
  await expect(page.getByRole('link', {name: 'Seja um patrocinador'}).first()).toHaveAttribute('href', /opencollective\.com\/socketio/);
});

test('the landing page lists the three newest posts, in Portuguese, newest first', async ({page}) => {
  await open(page, '/pt-br/');
  const section = page.locator('section').filter({has: page.getByRole('heading', {level: 2, name: 'Publicações recentes'})});
  const posts = section.getByRole('listitem');
  await expect(posts).toHaveCount(3);
  await expect(posts.nth(0).getByRole('link')).toHaveAttribute('href', '/pt-br/blog/bun-engine/');
  await expect(posts.nth(0).getByRole('link')).toHaveText('Um Engine.IO para o Bun');
  await expect(posts.nth(0).locator('time')).toHaveText('22 de agosto de 2025');
  await expect(posts.nth(1).getByRole('link')).toHaveAttribute('href', '/pt-br/blog/npm-package-provenance/');
  await expect(posts.nth(2).getByRole('link')).toHaveAttribute('href', '/pt-br/blog/monorepo/');
});

for (const version of ['v3', 'v2']) {
  test(`a ${version} page shows the unmaintained-version banner pointing to the same page in 4.x`, async ({page}) => {
    await open(page, `/pt-br/docs/${version}/rooms/`);
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('não é mais mantida');
    await banner.getByRole('link').click();
    await expect(page).toHaveURL(/\/pt-br\/docs\/v4\/rooms\/$/);
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });
}
