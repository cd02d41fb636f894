import {expect, test} from '@playwright/test';
import {clickStill} from '../helpers/clickStill';

// The notice of a page shown untranslated or outdated (plugins/translation-status) is part of the page's content:
// static HTML when the page is opened, rendered with the content after a client-side navigation.

test('the notice is in the served page and after a client-side navigation, in the edition\'s language', async ({page}) => {
  await page.goto('/fr/docs/v4/changelog/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const notice = page.locator('article .translation-notice[role="note"]');
  await expect(notice).toHaveText('Cette page n’est pas encore traduite en français : elle est affichée en anglais.');

  // A marker on the window: it survives a client-side navigation, not a page load.
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  await clickStill(page.locator('article a[href="/fr/docs/v4/changelog/4.8.0/"]').first());
  await expect(page).toHaveURL(/\/fr\/docs\/v4\/changelog\/4\.8\.0\/$/);
  await expect(page.locator('article h1')).toContainText('4.8.0');
  await expect(notice).toHaveText('Cette page n’est pas encore traduite en français : elle est affichée en anglais.');
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
});

test('the footer opens the status page in the reader\'s edition, its content in English', async ({page}) => {
  await page.goto('/zh-CN/docs/v4/');
  await clickStill(page.locator('footer a', {hasText: '翻译状态'}));
  await expect(page).toHaveURL(/\/zh-CN\/translations\/$/);
  await expect(page.locator('h1')).toHaveText('Translations');
  await expect(page.locator('main')).toHaveAttribute('lang', 'en');
});
