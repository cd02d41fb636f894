import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import * as esbuild from 'esbuild';

// The lazy page loader (react-loadable with the site's @theme/Loading): spinner only after 200 ms, error or
// time-out in a red box with a Retry button, in Portuguese. Docusaurus preloads a route's code before showing
// it, so a test page brings the real component, loader and pt-br translations together in Chromium.

const root = path.resolve(__dirname, '../..');
const harnessUrl = 'http://harness.test/';

type Harness = {mount: (timeout?: number) => void; loads: () => number; arrive: () => void; fail: (message: string) => void};
declare const harness: Harness;

let bundle: {js: string; css: string};

test.beforeAll(async () => {
  const ptBr = JSON.parse(readFileSync(path.join(root, 'i18n/pt-br/code.json'), 'utf8')) as Record<string, {message: string}>;
  const codeTranslations = Object.fromEntries(Object.entries(ptBr).map(([id, {message}]) => [id, message]));
  const core = path.join(root, 'node_modules/@docusaurus/core/lib/client/exports');
  const result = await esbuild.build({
    entryPoints: [path.join(__dirname, 'fixtures/lazyLoaderHarness.tsx')],
    bundle: true,
    write: false,
    outdir: '/harness',
    format: 'esm',
    jsx: 'automatic',
    loader: {'.js': 'jsx'},
    define: {'process.env.NODE_ENV': '"production"'},
    alias: {
      '@theme/Loading': path.join(root, 'src/theme/Loading/index.tsx'),
      '@site': root,
      '@docusaurus/Translate': path.join(core, 'Translate.js'),
      '@docusaurus/Interpolate': path.join(core, 'Interpolate.js'),
    },
    plugins: [
      {
        name: 'pt-br-code-translations',
        setup(build) {
          build.onResolve({filter: /^@generated\/codeTranslations$/}, () => ({path: 'codeTranslations', namespace: 'generated'}));
          build.onLoad({filter: /.*/, namespace: 'generated'}, () => ({contents: JSON.stringify(codeTranslations), loader: 'json'}));
        },
      },
    ],
    logLevel: 'silent',
  });
  const file = (extension: string) => result.outputFiles.find((output) => output.path.endsWith(extension))?.text ?? '';
  bundle = {js: file('.js'), css: file('.css')};
});

async function openHarness(page: Page) {
  await page.route(`${harnessUrl}**`, (route) => {
    const {pathname} = new URL(route.request().url());
    if (pathname === '/harness.js') return route.fulfill({contentType: 'text/javascript', body: bundle.js});
    if (pathname === '/harness.css') return route.fulfill({contentType: 'text/css', body: bundle.css});
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="pt-BR"><head><link rel="stylesheet" href="/harness.css"></head><body><div id="root"></div><script type="module" src="/harness.js"></script></body></html>',
    });
  });
  await page.goto(harnessUrl);
  await page.waitForFunction(() => 'harness' in window);
}

test('nothing shows during the first 200 ms, then a spinner until the page arrives', async ({page}) => {
  await openHarness(page);
  const mountedAt = await page.evaluate(() => (harness.mount(), performance.now()));
  const spinner = page.getByRole('status').filter({hasText: 'Carregando…'});
  await expect(spinner).toBeVisible();
  // The ring itself (src/components/Spinner), sized and drawn.
  await expect(spinner.locator('span[aria-hidden="true"]')).toHaveCSS('width', '48px');
  const shownAt = await page.evaluate(() => performance.now());
  expect(shownAt - mountedAt).toBeGreaterThanOrEqual(200);
  await page.evaluate(() => harness.arrive());
  await expect(page.getByRole('heading', {name: 'Página carregada'})).toBeVisible();
  await expect(spinner).toHaveCount(0);
});

test('a page that arrives within 200 ms never shows the spinner', async ({page}) => {
  await openHarness(page);
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.querySelector('[role=status]')) (window as unknown as {spinnerSeen: boolean}).spinnerSeen = true;
    }).observe(document.body, {subtree: true, childList: true});
    harness.mount();
    setTimeout(() => harness.arrive(), 50);
  });
  await expect(page.getByRole('heading', {name: 'Página carregada'})).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as {spinnerSeen?: boolean}).spinnerSeen)).toBeUndefined();
});

test('a failed load shows the error in a red box; Retry loads the page again', async ({page}) => {
  await openHarness(page);
  await page.evaluate(() => harness.mount());
  await page.evaluate(() => harness.fail('ChunkLoadError: Loading chunk 42 failed.'));
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Não foi possível carregar esta página.');
  await expect(alert).toContainText('ChunkLoadError: Loading chunk 42 failed.');
  // Infima's danger alert: a red box.
  await expect(alert).toHaveClass(/alert--danger/);
  await expect(alert).toHaveCSS('border-left-color', /rgb\(2\d\d, \d{1,2}, \d{1,2}\)/);

  await alert.getByRole('button', {name: 'Tentar novamente'}).click();
  expect(await page.evaluate(() => harness.loads())).toBe(1);
  await page.evaluate(() => harness.arrive());
  await expect(page.getByRole('heading', {name: 'Página carregada'})).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a load that times out says so, with Retry', async ({page}) => {
  await openHarness(page);
  await page.evaluate(() => harness.mount(1000));
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Esta página está demorando demais para carregar.');
  await alert.getByRole('button', {name: 'Tentar novamente'}).click();
  expect(await page.evaluate(() => harness.loads())).toBe(2);
  await page.evaluate(() => harness.arrive());
  await expect(page.getByRole('heading', {name: 'Página carregada'})).toBeVisible();
});
