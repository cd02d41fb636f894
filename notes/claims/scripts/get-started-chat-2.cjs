// chat troubleshooting: the page opened as a file in Chromium (file:///tmp/claims-c7/chat/index.html is a copy of examples/get-started/chat/index.html)
const { chromium } = require("playwright");
(async () => {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  const page = await browser.newPage();
  page.on("console", (m) => console.log("console:", m.text()));
  page.on("pageerror", (e) => console.log("pageerror:", e.message));
  page.on("requestfailed", (r) => console.log("requestfailed:", r.url(), r.failure().errorText));
  await page.goto("file:///tmp/claims-c7/chat/index.html");
  await page.waitForTimeout(500);
  await browser.close();
})();
