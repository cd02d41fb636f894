import {expect, type Page} from '@playwright/test';

// What the browser tests of the parts kept as the server's HTML (static-content, static-parts) share.

/** Waits until the app has hydrated the page. */
export const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

/** Marks the window: the mark survives navigations made by the router, not a page load. */
export const markWindow = (page: Page) => page.evaluate(() => ((window as {notReloaded?: boolean}).notReloaded = true));
export const windowMarked = (page: Page) => page.evaluate(() => (window as {notReloaded?: boolean}).notReloaded === true);

/** The inner HTML of the first element matching `selector`, as served and as shown, without the code blocks' buttons, which only the browser renders. */
export async function servedAndShown(page: Page, url: string, selector: string) {
  const served = await (await page.request.get(url)).text();
  return page.evaluate(
    ({served, selector}) => {
      const withoutButtons = (element: Element) => {
        const copy = element.cloneNode(true) as Element;
        copy.querySelectorAll('[class*="buttonGroup"]').forEach((buttons) => buttons.remove());
        return copy.innerHTML;
      };
      const servedPart = new DOMParser().parseFromString(served, 'text/html').querySelector(selector)!;
      return {served: withoutButtons(servedPart), shown: withoutButtons(document.querySelector(selector)!)};
    },
    {served, selector},
  );
}
