import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chartFileName, chartNames, chartThemes, kB, KiB, MiB, perClient, type ChartData} from '../../scripts/charts/render';
import {chartLocales} from '../../scripts/charts/strings';
import {repoRoot} from '../helpers/processes';

// The charts are drawn by scripts/charts/measure.ts from scripts/charts/measurements.json, and the pages quote
// figures from the same run: a new run that changes a figure must change the page, and this test says where.
const data = JSON.parse(fs.readFileSync(path.join(repoRoot, 'scripts/charts/measurements.json'), 'utf8')) as ChartData;
const staticDir = path.join(repoRoot, 'static');
const docsDir = (locale: string) =>
  locale === 'en' ? path.join(repoRoot, 'docs') : path.join(repoRoot, 'i18n', locale, 'docusaurus-plugin-content-docs/current');
/** The locale's number and date conventions, as the pages write them. */
const intlLocale: Record<string, string> = {en: 'en', 'pt-br': 'pt-BR'};

// The site's text and background colours of each theme (src/css/custom.css, Infima): 4.5:1 and far above.
const themeColours = {light: {text: '#1c1e21', background: '#fff'}, dark: {text: '#e3e3e3', background: '#1b1b1d'}};

describe('every chart exists in every locale and theme, with an accessible name, small and in the colours of its theme', () => {
  for (const name of chartNames) {
    for (const locale of chartLocales) {
      for (const theme of chartThemes) {
        const file = path.join(staticDir, 'images/charts', chartFileName(name, locale, theme));
        test(path.relative(repoRoot, file), () => {
          assert.ok(fs.existsSync(file), 'missing: run npx tsx scripts/charts/measure.ts --render');
          const svg = fs.readFileSync(file, 'utf8');
          assert.match(svg, /<title[^>]*>[^<]{10,}<\/title>/, 'an accessible title');
          assert.match(svg, /<desc[^>]*>[^<]{20,}<\/desc>/, 'a description');
          assert.match(svg, /<text\b/, 'real text');
          assert.ok(zlib.gzipSync(svg, {level: 9}).length <= 10 * 1024, 'at most 10 KB gzipped');
          // Colours only in the <style>, those of the theme; everything else draws in currentColor.
          const outsideStyle = svg.replace(/<style>[\s\S]*?<\/style>/, '');
          assert.doesNotMatch(outsideStyle, /#[0-9a-f]{3,6}\b|rgb\(/i);
          const {text, background} = themeColours[theme];
          assert.match(svg, new RegExp(`<style>svg\\{color:${text}\\}\\.bg\\{fill:${background}\\}</style>`));
        });
      }
    }
  }
});

// One set per locale the dashboard itself is translated into (scripts/charts/admin-ui-screenshots.ts): @socket.io/admin-ui
// 0.5 has no Spanish, so the es page shows the English screenshots.
const dashboardLocales = chartLocales.filter((locale) => locale !== 'es');

describe('Admin UI screenshots are WebP files of at most 60 KB', () => {
  const dir = path.join(staticDir, 'images/admin-ui');
  for (const locale of dashboardLocales) {
    for (const theme of ['', '-dark']) {
      const file = path.join(dir, `dashboard${theme}${locale === 'en' ? '' : `.${locale}`}.webp`);
      test(path.relative(repoRoot, file), () => {
        assert.ok(fs.existsSync(file), 'missing: run npx tsx scripts/charts/admin-ui-screenshots.ts');
        const bytes = fs.readFileSync(file);
        assert.equal(bytes.subarray(0, 4).toString('latin1'), 'RIFF');
        assert.equal(bytes.subarray(8, 12).toString('latin1'), 'WEBP');
        assert.ok(bytes.length <= 60 * 1024, `${bytes.length} bytes`);
      });
    }
  }
});

const imagePattern = /!\[([^\]]*)\]\((\/images\/(?:charts|admin-ui)\/[^)\s#]+)(#[\w-]+)?\)/g;
const pagesWithImages = ['memory-usage', 'performance-tuning', 'client-installation', 'admin-ui'];

describe('the pages show their images, in their own locale, with alt text', () => {
  for (const locale of ['en', 'pt-br', 'fr', 'zh-CN', 'es']) {
    for (const slug of pagesWithImages) {
      const page = path.join(docsDir(locale), `${slug}.md`);
      const english = fs.readFileSync(path.join(docsDir('en'), `${slug}.md`), 'utf8');
      const expected = [...english.matchAll(imagePattern)].map((m) => m[2]);
      // fr, zh-CN and es are checked once they show the images; en and pt-br must.
      if (!fs.existsSync(page) || (!['en', 'pt-br'].includes(locale) && !/\/images\/(charts|admin-ui)\//.test(fs.readFileSync(page, 'utf8')))) continue;
      test(path.relative(repoRoot, page), () => {
        assert.ok(expected.length > 0, `docs/${slug}.md shows no chart or screenshot`);
        const images = [...fs.readFileSync(page, 'utf8').matchAll(imagePattern)];
        const shown = images.map((m) => m[2]);
        for (const src of expected) {
          const localized = locale === 'en' ? src : src.replace(/\.(svg|webp)$/, `.${locale}.$1`);
          const want = fs.existsSync(path.join(staticDir, localized)) ? localized : src;
          assert.ok(shown.includes(want), `shows ${want} (it shows ${shown.join(', ') || 'none'})`);
        }
        for (const [, alt, src] of images) {
          assert.ok(fs.existsSync(path.join(staticDir, src)), `${src} exists`);
          assert.ok(alt.trim().length >= 15, `${src} has alt text`);
        }
        // A chart is shown in the theme the reader chose: its light drawing, then its dark twin, each marked.
        const charts = images.filter((m) => m[2].startsWith('/images/charts/'));
        for (const [i, [, , src, hash]] of charts.entries()) {
          const dark = src.includes('-dark');
          assert.equal(hash, dark ? '#gh-dark-mode-only' : '#gh-light-mode-only', `${src} marked with its theme`);
          if (!dark) assert.equal(charts[i + 1]?.[2], src.replace(/(\.[\w-]+)?\.svg$/, (ext) => `-dark${ext}`), `${src} followed by its dark twin`);
        }
        if (locale !== 'en') {
          const englishAlts = [...english.matchAll(imagePattern)].map((m) => m[1]);
          for (const [, alt] of images) assert.ok(!englishAlts.includes(alt), `alt text translated: "${alt}"`);
        }
      });
    }
  }
});

/** The text of a page from the heading with `{#id}` to the next heading of the same or a higher level. */
function section(text: string, id: string): string {
  const start = text.search(new RegExp(`^(#+) .*\\{#${id}\\}`, 'm'));
  assert.ok(start >= 0, `no heading {#${id}}`);
  const level = /^#+/.exec(text.slice(start))![0].length;
  const rest = text.slice(text.indexOf('\n', start) + 1);
  const end = rest.search(new RegExp(`^#{1,${level}} `, 'm'));
  return end < 0 ? rest : rest.slice(0, end);
}

/** Every "10.5 KiB", "2,549.8 MiB", "46.2 kB" of a text (pt-br: "10,5 KiB", "2.549,8 MiB"); not "1 kB = 1,024 bytes". */
const quantities = (text: string, unit: string) =>
  [...text.matchAll(new RegExp(`\\d[\\d.,]*[.,]\\d\\s${unit}\\b`, 'g'))].map((m) => m[0].replace(/\s/, ' '));

function machineFacts(locale: string): string[] {
  const date = new Intl.DateTimeFormat(intlLocale[locale], {dateStyle: 'long', timeZone: 'UTC'}).format(new Date(data.measuredAt));
  return [date, `Node.js ${data.machine.node.replace(/^v/, '')}`, data.machine.cpu];
}

const [plain, deflate] = [false, true].map((on) => data.memory.find((s) => s.engine === 'ws' && s.perMessageDeflate === on)!);

describe('the figures the pages state are those of scripts/charts/measurements.json', () => {
  for (const locale of ['en', 'pt-br']) {
    const intl = intlLocale[locale];
    const read = (slug: string) => fs.readFileSync(path.join(docsDir(locale), `${slug}.md`), 'utf8');

    test(`${locale}: memory-usage`, () => {
      const text = section(read('memory-usage'), 'charts');
      const series = [plain, deflate];
      const perClientKiB = series.flatMap((s) => [KiB(perClient(s, 'heapUsed'), intl), KiB(perClient(s, 'rss'), intl)]);
      const totalsMiB = series.flatMap((s) => s.readings.flatMap((r) => [MiB(r.heapUsed, intl), MiB(r.rss, intl)]));
      for (const quantity of quantities(text, 'KiB')) assert.ok(perClientKiB.includes(quantity), `${quantity} is not a measured figure (${perClientKiB.join(', ')})`);
      for (const quantity of quantities(text, 'MiB')) assert.ok(totalsMiB.includes(quantity), `${quantity} is not a measured figure`);
      for (const expected of [...perClientKiB, ...machineFacts(locale), ...Object.entries(data.packages).filter(([name]) => name !== 'socket.io-client').map(([name, version]) => `${name} ${version}`)]) {
        assert.ok(text.includes(expected), `states ${expected}`);
      }
      const missing = data.engines.filter((e) => !e.installed).map((e) => e.name);
      for (const name of missing) assert.ok(text.includes(name), `says that ${name} was not measured`);
    });

    test(`${locale}: performance-tuning`, () => {
      const text = section(read('performance-tuning'), 'per-message-deflate');
      const allowed = [plain, deflate].flatMap((s) => [KiB(perClient(s, 'heapUsed'), intl), KiB(perClient(s, 'rss'), intl)]);
      for (const quantity of quantities(text, 'KiB')) assert.ok(allowed.includes(quantity), `${quantity} is not a measured figure (${allowed.join(', ')})`);
      for (const expected of [KiB(perClient(plain, 'rss'), intl), KiB(perClient(deflate, 'rss'), intl)]) assert.ok(text.includes(expected), `states ${expected}`);
      const ratio = Math.round(perClient(deflate, 'rss') / perClient(plain, 'rss'));
      assert.match(text, new RegExp(`\\b${ratio} (times|vezes)\\b`), `says ${ratio} times`);
    });

    test(`${locale}: client-installation`, () => {
      const text = section(read('client-installation'), 'bundle-size');
      const allowed = data.bundles.flatMap((b) => [kB(b.bytes, intl), kB(b.gzipBytes, intl), kB(b.brotliBytes, intl)]);
      for (const quantity of quantities(text, 'kB')) assert.ok(allowed.includes(quantity), `${quantity} is not a measured figure`);
      for (const bundle of data.bundles) {
        const row = text.split('\n').find((line) => line.startsWith(`| \`${bundle.file}\``));
        assert.ok(row, `a table row for ${bundle.file}`);
        const cells = quantities(row, 'kB');
        assert.deepEqual(cells, [kB(bundle.bytes, intl), kB(bundle.gzipBytes, intl), kB(bundle.brotliBytes, intl)], bundle.file);
      }
      for (const expected of machineFacts(locale)) assert.ok(text.includes(expected), `states ${expected}`);
    });
  }
});
