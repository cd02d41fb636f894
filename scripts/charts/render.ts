/**
 * Draws the charts of static/images/charts/ from the data measure.ts writes: one SVG per chart and locale
 * (x.svg in English, x.pt-br.svg, …), with real text, so that screen readers and the search index read them.
 *
 * The pages show them as <img>, which does not inherit the page's colours, nor knows the theme the reader chose
 * with the navbar's toggle: each chart is drawn twice, x.svg on the light theme's colours and x-dark.svg on the
 * dark theme's, and the page shows the one of its theme (`#gh-light-mode-only` / `#gh-dark-mode-only`, hidden by
 * src/css/custom.css), so that it reads (text 4.5:1 and more, bars 3:1) on either.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chartText, chartLocales, formatNumber, type ChartLocale} from './strings';

export interface MemorySeries {
  engine: string;
  perMessageDeflate: boolean;
  readings: {clients: number; heapUsed: number; rss: number; external: number}[];
}

export interface ChartData {
  measuredAt: string;
  machine: {cpu: string; cores: number; memoryGiB: number; platform: string; node: string};
  packages: Record<string, string>;
  engines: {name: string; installed: boolean}[];
  method: {step: number; maxClients: number; clientProcesses: number; transport: string};
  memory: MemorySeries[];
  bundles: {file: string; bytes: number; gzipBytes: number; brotliBytes: number}[];
}

export const chartsDir = path.resolve(__dirname, '../../static/images/charts');
export const chartNames = ['memory-heap', 'memory-rss', 'memory-per-client', 'client-bundles'] as const;

/** Memory the server holds per connected client at the last step, above its reading with no client (bytes). */
export function perClient(series: MemorySeries, key: 'heapUsed' | 'rss'): number {
  const first = series.readings[0];
  const last = series.readings[series.readings.length - 1];
  return Math.round((last[key] - first[key]) / last.clients);
}

const WIDTH = 440;
const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif";
const MONO = 'ui-monospace,SFMono-Regular,Menlo,Consolas,monospace';
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const r = (n: number) => Math.round(n * 10) / 10;

export type ChartTheme = 'light' | 'dark';
export const chartThemes: ChartTheme[] = ['light', 'dark'];

// #1c1e21 on white and #e3e3e3 on #1b1b1d: the site's own text and background colours, both far above 4.5:1.
const palette: Record<ChartTheme, {text: string; background: string}> = {
  light: {text: '#1c1e21', background: '#fff'},
  dark: {text: '#e3e3e3', background: '#1b1b1d'},
};

/** static/images/charts/memory-rss.svg, memory-rss-dark.pt-br.svg, … */
export function chartFileName(name: string, locale: string, theme: ChartTheme): string {
  return `${name}${theme === 'dark' ? '-dark' : ''}${locale === 'en' ? '' : `.${locale}`}.svg`;
}

function svg(theme: ChartTheme, height: number, title: string, desc: string, body: string[]): string {
  const {text, background} = palette[theme];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" role="img" aria-labelledby="t d" font-family="${FONT}" font-size="14">`,
    `<title id="t">${escape(title)}</title>`,
    `<desc id="d">${escape(desc)}</desc>`,
    `<style>svg{color:${text}}.bg{fill:${background}}</style>`,
    `<rect class="bg" width="${WIDTH}" height="${height}" rx="6"/>`,
    ...body,
    '</svg>',
    '',
  ].join('\n');
}

/** Round axis maximum and step for values up to `max`: 1, 2 or 5 times a power of ten, 4 to 6 ticks. */
function niceScale(max: number): {top: number; step: number} {
  const raw = max / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
  return {top: Math.ceil(max / step) * step, step};
}

const dashes = ['', ' stroke-dasharray="7 5"', ' stroke-dasharray="2 4"', ' stroke-dasharray="12 4 2 4"'];

function lineChart(data: ChartData, key: 'heapUsed' | 'rss', locale: ChartLocale, theme: ChartTheme): string {
  const t = chartText[locale];
  const number = {format: (n: number) => formatNumber(locale, n)};
  const height = 346;
  const left = 52;
  const right = WIDTH - 30; // room for half of the last x label
  const top = 112;
  const bottom = height - 52;
  const values = data.memory.flatMap((s) => s.readings.map((reading) => reading[key] / 1024 ** 2));
  const {top: yMax, step} = niceScale(Math.max(...values));
  const xMax = data.method.maxClients;
  const x = (clients: number) => r(left + ((right - left) * clients) / xMax);
  const y = (mib: number) => r(bottom - ((bottom - top) * mib) / yMax);
  const body: string[] = [];
  body.push(`<text x="16" y="28" font-weight="bold" fill="currentColor">${escape(key === 'heapUsed' ? t.heapTitle : t.rssTitle)}</text>`);
  data.memory.forEach((series, i) => {
    const ly = 52 + i * 20;
    body.push(`<path d="M16 ${ly - 5}h30" stroke="currentColor" stroke-width="2.5"${dashes[i % dashes.length]}/>`);
    body.push(`<text x="54" y="${ly}" font-size="13" fill="currentColor">${escape(t.series(series))}</text>`);
  });
  const grid: string[] = [];
  for (let v = 0; v <= yMax + 1e-9; v += step) {
    grid.push(`M${left} ${y(v)}H${right}`);
    body.push(`<text x="${left - 6}" y="${y(v) + 4}" text-anchor="end" font-size="12" fill="currentColor">${number.format(v)}</text>`);
  }
  body.push(`<path d="${grid.join('')}" stroke="currentColor" stroke-width="1" opacity="0.25"/>`);
  for (let c = 0; c <= xMax; c += 2000) {
    body.push(`<text x="${x(c)}" y="${bottom + 18}" text-anchor="middle" font-size="12" fill="currentColor">${number.format(c)}</text>`);
  }
  body.push(`<path d="M${left} ${top - 8}V${bottom}H${right}" stroke="currentColor" stroke-width="1.5" fill="none"/>`);
  body.push(`<text x="${left - 6}" y="${top - 16}" font-size="12" fill="currentColor">MiB</text>`);
  body.push(`<text x="${(left + right) / 2}" y="${bottom + 40}" text-anchor="middle" font-size="13" fill="currentColor">${escape(t.clientsAxis)}</text>`);
  data.memory.forEach((series, i) => {
    const points = series.readings.map((reading) => `${x(reading.clients)} ${y(reading[key] / 1024 ** 2)}`);
    body.push(`<path d="M${points.join('L')}" stroke="currentColor" stroke-width="2.5" fill="none" stroke-linejoin="round"${dashes[i % dashes.length]}/>`);
  });
  const last = (series: MemorySeries) => series.readings[series.readings.length - 1];
  const desc = t.lineDesc(
    key,
    data.memory.map((series) => ({label: t.series(series), mib: last(series)[key] / 1024 ** 2, clients: last(series).clients, perClient: perClient(series, key)})),
    data.memory[0].readings[0][key] / 1024 ** 2,
  );
  return svg(theme, height, key === 'heapUsed' ? t.heapTitle : t.rssTitle, desc, body);
}

interface Bar {
  label: string;
  mono: boolean;
  values: {name: string; value: number; text: string}[];
}

function barChart(theme: ChartTheme, title: string, desc: string, rows: Bar[], valueNames: string[]): string {
  const left = 16;
  const right = WIDTH - 92;
  const rowHeight = 22 + valueNames.length * 22 + 10;
  const top = 78;
  const height = top + rows.length * rowHeight + 6;
  const max = Math.max(...rows.flatMap((row) => row.values.map((v) => v.value)));
  const body: string[] = [`<text x="16" y="28" font-weight="bold" fill="currentColor">${escape(title)}</text>`];
  valueNames.forEach((name, i) => {
    const lx = 16 + i * 150;
    body.push(`<rect x="${lx}" y="42" width="14" height="14" fill="currentColor" opacity="${i === 0 ? 1 : 0.55}"/>`);
    body.push(`<text x="${lx + 20}" y="54" font-size="13" fill="currentColor">${escape(name)}</text>`);
  });
  rows.forEach((row, i) => {
    const y0 = top + i * rowHeight;
    body.push(`<text x="${left}" y="${y0 + 14}" font-size="13" fill="currentColor"${row.mono ? ` font-family="${MONO}"` : ''}>${escape(row.label)}</text>`);
    row.values.forEach((v, j) => {
      const by = y0 + 22 + j * 22;
      const w = r(Math.max(2, ((right - left) * v.value) / max));
      body.push(`<rect x="${left}" y="${by}" width="${w}" height="16" fill="currentColor" opacity="${j === 0 ? 1 : 0.55}"/>`);
      body.push(`<text x="${r(left + w + 6)}" y="${by + 13}" font-size="12" fill="currentColor">${escape(v.text)}</text>`);
    });
  });
  return svg(theme, height, title, desc, body);
}

function perClientChart(data: ChartData, locale: ChartLocale, theme: ChartTheme): string {
  const t = chartText[locale];
  const rows = data.memory.map((series) => {
    const heap = perClient(series, 'heapUsed');
    const rss = perClient(series, 'rss');
    return {
      label: t.series(series),
      mono: false,
      values: [
        {name: t.heap, value: heap, text: KiB(heap, locale)},
        {name: 'RSS', value: rss, text: KiB(rss, locale)},
      ],
    };
  });
  const desc = t.perClientDesc(data.method.maxClients, rows.map((row) => ({label: row.label, heap: row.values[0].text, rss: row.values[1].text})));
  return barChart(theme, t.perClientTitle(data.method.maxClients), desc, rows, [t.heap, 'RSS']);
}

/** "46.2 kB" (en), "46,2 kB" (pt-br): 1 kB = 1,024 bytes, the unit of client-installation's table. */
export function kB(bytes: number, locale: ChartLocale | string): string {
  return `${formatNumber(locale, bytes / 1024, 1)} kB`;
}

/** "110.2 MiB" (en), "2.549,8 MiB" (pt-br). */
export function MiB(bytes: number, locale: ChartLocale | string): string {
  return `${formatNumber(locale, bytes / 1024 ** 2, 1)} MiB`;
}

/** "10.6 KiB" (en), "10,6 KiB" (pt-br). */
export function KiB(bytes: number, locale: ChartLocale | string): string {
  return `${formatNumber(locale, bytes / 1024, 1)} KiB`;
}

function bundlesChart(data: ChartData, locale: ChartLocale, theme: ChartTheme): string {
  const t = chartText[locale];
  const rows = data.bundles.map((bundle) => ({
    label: bundle.file,
    mono: true,
    values: [
      {name: t.asShipped, value: bundle.bytes, text: kB(bundle.bytes, locale)},
      {name: 'gzip', value: bundle.gzipBytes, text: kB(bundle.gzipBytes, locale)},
    ],
  }));
  const desc = t.bundlesDesc(data.packages['socket.io-client'], rows.map((row) => ({file: row.label, bytes: row.values[0].text, gzip: row.values[1].text})));
  return barChart(theme, t.bundlesTitle(data.packages['socket.io-client']), desc, rows, [t.asShipped, 'gzip']);
}

export function renderCharts(data: ChartData): string[] {
  fs.mkdirSync(chartsDir, {recursive: true});
  const written: string[] = [];
  for (const locale of chartLocales) {
    for (const theme of chartThemes) {
      const charts: Record<(typeof chartNames)[number], string> = {
        'memory-heap': lineChart(data, 'heapUsed', locale, theme),
        'memory-rss': lineChart(data, 'rss', locale, theme),
        'memory-per-client': perClientChart(data, locale, theme),
        'client-bundles': bundlesChart(data, locale, theme),
      };
      for (const [name, content] of Object.entries(charts)) {
        const file = path.join(chartsDir, chartFileName(name, locale, theme));
        fs.writeFileSync(file, content);
        written.push(file);
      }
    }
  }
  return written;
}
