/** Debian's Chromium, as every browser test and benchmark launches it (no browser is downloaded). */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Launches Debian's Chromium headless for tests that drive it without the Playwright test runner. */
export async function launchChromium() {
  const {chromium} = await import('playwright-core');
  return chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
}
