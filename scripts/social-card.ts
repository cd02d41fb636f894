/**
 * Draws static/images/social-card.png (1200×630), the image shown when a page is shared, with Debian's
 * Chromium: `npx tsx scripts/social-card.ts`. The PNG is committed; run this again after changing the design.
 */
import path from 'node:path';
import {i18n} from '../config/locales';
import {launchChromium} from '../tests/helpers/chromium';

const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="160" height="160"><circle cx="32" cy="32" r="28" fill="none" stroke="#fff" stroke-width="6"/><path d="M36 10 18 36h12l-4 18 20-28H34z" fill="#fff"/></svg>`;

// The editions by their names in their own language, as the language menu shows them. 简体中文 needs a CJK font
// (Debian: fonts-noto-cjk), or Chromium draws empty boxes. A line breaks between two names, never inside one.
const editions = i18n.locales
  .map((locale) => `<span style="white-space:nowrap">${i18n.localeConfigs[locale as keyof typeof i18n.localeConfigs].label}</span>`)
  .join(' &middot; ');

const html = `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px 96px;display:flex;flex-direction:column;justify-content:center;gap:36px;
  background:#0b7a66;border-bottom:24px solid #25c2a0;color:#fff;font-family:'DejaVu Sans',sans-serif">
  <div style="display:flex;align-items:center;gap:40px">${logo}<span style="font-size:112px;font-weight:700;letter-spacing:-2px">Socket.IO</span></div>
  <div style="font-size:44px;line-height:1.3;max-width:960px">Bidirectional and low-latency communication for every platform</div>
  <div style="font-size:30px;opacity:.9">socket.io &middot; ${editions}</div>
</div></body></html>`;

async function main() {
  const browser = await launchChromium();
  const page = await browser.newPage({viewport: {width: 1200, height: 630}});
  await page.setContent(html);
  const out = path.join(__dirname, '../static/images/social-card.png');
  await page.screenshot({path: out, type: 'png'});
  await browser.close();
  console.log(`wrote ${out}`);
}

void main();
