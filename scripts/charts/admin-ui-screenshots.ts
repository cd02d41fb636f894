/**
 * Screenshots of the Admin UI for docs/admin-ui.md and its translations, in light and dark, one set per locale the
 * dashboard itself is translated into:
 *
 *   npx tsx scripts/charts/admin-ui-screenshots.ts
 *
 * Serves the dashboard the package ships (node_modules/@socket.io/admin-ui/ui/dist) from the same HTTP server as a
 * demo Socket.IO server instrumented with instrument() (basic auth), connects a few clients to it, logs in through
 * the dashboard's form with Debian's Chromium, and writes WebP files (cwebp, Debian's "webp" package) to
 * static/images/admin-ui/. Loopback only; it stops by itself.
 *
 * The dashboard's page loads Roboto and the Material Design Icons font from CDNs, which this machine cannot reach:
 * Roboto falls back to the system's sans-serif, and the icons come from the @mdi/font package when it is installed
 * (in node_modules, or in the folder MDI_FONT_DIR names), else they are left out. The zh-CN set needs a Chinese
 * font (Debian's fonts-noto-cjk).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {instrument} from '@socket.io/admin-ui';
import bcrypt from 'bcryptjs';
import {Server} from 'socket.io';
import {io as connect, type Socket} from 'socket.io-client';
import {launchChromium} from '../../tests/helpers/chromium';

const repoRoot = path.resolve(__dirname, '../..');
const uiDir = path.join(repoRoot, 'node_modules/@socket.io/admin-ui/ui/dist');
const outDir = path.join(repoRoot, 'static/images/admin-ui');
/** Site locale → the dashboard's own language code. */
const LOCALES = {en: 'en', 'pt-br': 'pt-BR', fr: 'fr', 'zh-CN': 'zh-CN'} as const;
// wide enough for the dashboard to show its navigation drawer (Vuetify "lg", 1264 px and up)
const VIEWPORT = {width: 1280, height: 720};
const PASSWORD = 'changeit';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

function serveStatic(root: string, urlPath: string, res: http.ServerResponse) {
  const file = path.join(root, path.normalize(decodeURIComponent(urlPath.split('?')[0])).replace(/^(\.\.[/\\])+/, ''));
  const target = fs.existsSync(file) && fs.statSync(file).isFile() ? file : path.join(root, 'index.html');
  res.writeHead(200, {'content-type': types[path.extname(target)] ?? 'application/octet-stream'});
  fs.createReadStream(target).pipe(res);
}

/** Whether fontconfig has a font for `lang` ("zh"): without one, Chromium draws the Chinese labels as empty boxes. */
function hasFontFor(lang: string): boolean {
  try {
    return execFileSync('fc-list', [`:lang=${lang}`], {encoding: 'utf8'}).trim() !== '';
  } catch {
    return false;
  }
}

function mdiFontDir(): string | undefined {
  const candidates = [process.env.MDI_FONT_DIR, path.join(repoRoot, 'node_modules/@mdi/font')];
  return candidates.find((dir): dir is string => !!dir && fs.existsSync(path.join(dir, 'css/materialdesignicons.min.css')));
}

async function startDemo() {
  const httpServer = http.createServer((req, res) => serveStatic(uiDir, req.url ?? '/', res));
  const io = new Server(httpServer);
  instrument(io, {
    auth: {type: 'basic', username: 'admin', password: bcrypt.hashSync(PASSWORD, 10)},
    mode: 'development',
    serverId: 'demo-server',
  });
  // A small chat application, so that the dashboard has namespaces, rooms and traffic to show.
  io.on('connection', (socket) => {
    socket.join('lobby');
    socket.on('message', (text: string) => io.to('lobby').emit('message', text));
  });
  io.of('/orders').on('connection', (socket) => {
    socket.join(`customer:${socket.handshake.auth.customer as string}`);
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;

  const clients: Socket[] = [];
  for (let i = 0; i < 6; i++) clients.push(connect(url, {forceNew: true, transports: i % 3 === 0 ? ['polling'] : ['websocket']}));
  for (let i = 0; i < 3; i++) clients.push(connect(`${url}/orders`, {forceNew: true, auth: {customer: String(100 + i)}}));
  const chatter = setInterval(() => clients[Math.floor(Math.random() * 6)].emit('message', 'hello'), 300);
  return {
    url,
    close() {
      clearInterval(chatter);
      for (const client of clients) client.disconnect();
      io.close();
    },
  };
}

async function main() {
  fs.mkdirSync(outDir, {recursive: true});
  const demo = await startDemo();
  const browser = await launchChromium();
  const mdi = mdiFontDir();
  if (!mdi) console.warn('@mdi/font not found: the screenshots will have no icons');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-ui-'));
  try {
    for (const [locale, lang] of Object.entries(LOCALES)) {
      if (locale === 'zh-CN' && !hasFontFor('zh')) {
        console.warn('no Chinese font (Debian: fonts-noto-cjk): zh-CN screenshots left as they are');
        continue;
      }
      for (const dark of [false, true]) {
        const context = await browser.newContext({viewport: VIEWPORT, colorScheme: dark ? 'dark' : 'light'});
        // Nothing leaves the machine: the two CDN stylesheets are answered here, everything else off loopback fails.
        await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, async (route) => {
          const url = route.request().url();
          if (mdi && url.includes('materialdesignicons.min.css')) {
            const css = fs.readFileSync(path.join(mdi, 'css/materialdesignicons.min.css'), 'utf8').replace(/\.\.\/fonts\//g, `${demo.url}/__mdi/`);
            return route.fulfill({contentType: 'text/css', body: css});
          }
          if (url.includes('fonts.googleapis.com')) return route.fulfill({contentType: 'text/css', body: ''});
          return route.abort();
        });
        if (mdi) {
          await context.route(`${demo.url}/__mdi/**`, (route) =>
            route.fulfill({path: path.join(mdi, 'fonts', path.basename(new URL(route.request().url()).pathname))}),
          );
        }
        await context.addInitScript(
          ({lang, dark}) => {
            localStorage.setItem('lang', lang);
            localStorage.setItem('dark_theme', String(dark));
          },
          {lang, dark},
        );
        const page = await context.newPage();
        await page.goto(demo.url);
        // The connection form: server URL, username, password, then its submit button.
        const inputs = page.locator('.v-dialog input');
        await inputs.nth(0).fill(demo.url);
        await inputs.nth(1).fill('admin');
        await inputs.nth(2).fill(PASSWORD);
        await page.locator('.v-dialog button[type="submit"]').click();
        await page.locator('.v-dialog').waitFor({state: 'hidden'});
        // The charts fill in every 2 seconds and animate: wait for a few points.
        await page.waitForTimeout(5000);
        await page.mouse.move(VIEWPORT.width - 1, VIEWPORT.height - 1); // no hover highlight where the button was
        const png = path.join(tmp, `${locale}-${dark}.png`);
        await page.screenshot({path: png});
        const name = `dashboard${dark ? '-dark' : ''}${locale === 'en' ? '' : `.${locale}`}.webp`;
        execFileSync('cwebp', ['-quiet', '-q', '70', '-m', '6', png, '-o', path.join(outDir, name)]);
        console.log(`${name}: ${fs.statSync(path.join(outDir, name)).size} bytes`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    demo.close();
    fs.rmSync(tmp, {recursive: true, force: true});
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
