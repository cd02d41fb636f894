import {expect, type Locator} from '@playwright/test';

// The blocks of a doc take their real height only once rendered (content-visibility, src/css/custom.css), so an
// element far down the page moves after it is scrolled to: a click between two moves lands on what was under the
// pointer, not on the element (Playwright checks the target, then clicks, and the page can move in between).

/** Scrolls `element` into view, waits until it has kept its place for 250 ms, then clicks it. */
export async function clickStill(element: Locator) {
  await element.scrollIntoViewIfNeeded();
  let box = '';
  await expect.poll(async () => box === (box = JSON.stringify(await element.boundingBox())), {intervals: [250]}).toBe(true);
  await element.click();
}
