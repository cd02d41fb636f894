import {expect, test, type Page} from '@playwright/test';

// Pages load without building ICU objects (plugins/performance/precomputed-intl): the first collator, date format or plural
// rules of a page costs 20–100 ms of main thread. Dates and plurals still read as Intl would write them.

const pages = [
  '/pt-br/',
  '/pt-br/docs/v4/',
  '/pt-br/docs/v4/server-api/',
  '/pt-br/docs/v3/rooms/',
  '/pt-br/get-started/chat/',
  '/pt-br/blog/',
  '/pt-br/blog/monorepo/',
  '/pt-br/blog/archive/',
  '/pt-br/demos/chat/',
  '/pt-br/search/?q=rooms',
  // es: its own tables (Spanish dates and plurals: one, many, other)
  '/es/blog/',
  '/es/docs/v4/rooms/',
];

/** Records each ICU object built, and each localeCompare, from before any script of the page runs. */
async function recordIntl(page: Page) {
  await page.addInitScript(() => {
    const built: string[] = [];
    (window as unknown as {icuBuilt: string[]}).icuBuilt = built;
    for (const name of ['Collator', 'DateTimeFormat', 'PluralRules', 'NumberFormat', 'RelativeTimeFormat', 'ListFormat'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      (Intl as Record<string, unknown>)[name] = new Proxy(Original, {
        construct(target, args) {
          built.push(`Intl.${name} ${JSON.stringify(args)}`);
          return Reflect.construct(target, args);
        },
      });
    }
    const {localeCompare} = String.prototype;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<string['localeCompare']>) {
      built.push(`localeCompare ${this}`);
      return localeCompare.apply(this, args);
    };
  });
}

for (const path of pages) {
  test(`${path} loads without building an ICU object`, async ({page}) => {
    await recordIntl(page);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as {icuBuilt: string[]}).icuBuilt)).toEqual([]);
  });
}

/** Each `<time>` in `scope` reads as Node's Intl formats its date with `options`, in pt-BR. */
async function expectDatesAsIntl(page: Page, scope: string, options: Intl.DateTimeFormatOptions) {
  const times = page.locator(`${scope} time[datetime]`);
  await expect(times.first()).toBeVisible();
  const format = new Intl.DateTimeFormat('pt-BR', {timeZone: 'UTC', ...options});
  for (const time of await times.all()) {
    const iso = (await time.getAttribute('datetime'))!;
    await expect(time).toHaveText(format.format(new Date(iso)));
  }
}

test('dates read as Intl writes them: latest posts, a post, the blog list, a doc\'s last update', async ({page}) => {
  await page.goto('/pt-br/');
  await expectDatesAsIntl(page, 'main', {day: 'numeric', month: 'long', year: 'numeric'});
  await page.goto('/pt-br/blog/monorepo/');
  await expectDatesAsIntl(page, 'article header', {day: 'numeric', month: 'long', year: 'numeric'});
  await expect(page.locator('article header time')).toHaveText('12 de julho de 2024');
  await page.goto('/pt-br/blog/');
  await expectDatesAsIntl(page, 'main article header', {day: 'numeric', month: 'long', year: 'numeric'});
  await page.goto('/pt-br/docs/v4/');
  await expectDatesAsIntl(page, '.theme-last-updated', {day: 'numeric', month: 'short', year: 'numeric'});
});

test('the blog archive lists each post under its year with its day and month', async ({page}) => {
  await page.goto('/pt-br/blog/archive/');
  const monorepo = page.locator('main li', {has: page.locator('a[href="/pt-br/blog/monorepo/"]')});
  await expect(monorepo).toContainText('12 de julho');
});
