import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {translationPairs} from '../helpers/content';
import {repoRoot} from '../helpers/processes';

// Concept figures are SVG files imported by .mdx pages as React components, so that their strokes and text follow
// the colour mode (currentColor). A figure with text has one file per locale: x.svg (English), x.pt-br.svg, …
const diagramsDir = path.join(repoRoot, 'static/images/diagrams');
const importPrefix = '@site/static/images/diagrams/';
const locales = ['pt-br', 'fr', 'zh-CN', 'es'];
const rel = (file: string) => path.relative(repoRoot, file);

interface Figure {
  component: string;
  file: string;
  /** The attributes of every place the page shows it. */
  usages: string[];
}

function figuresOf(page: string): Figure[] {
  if (!page.endsWith('.mdx') || !fs.existsSync(page)) return [];
  const source = fs.readFileSync(page, 'utf8');
  const imports = [...source.matchAll(/^import\s+(\w+)\s+from\s+['"]([^'"]+\.svg)['"];?$/gm)].filter((m) => m[2].startsWith(importPrefix));
  return imports.map(([, component, request]) => ({
    component,
    file: request.slice(importPrefix.length),
    usages: [...source.matchAll(new RegExp(`<${component}\\b([^>]*)/?>`, 'g'))].map((m) => m[1]),
  }));
}

/** "rooms.pt-br.svg" and "rooms.svg" are the same figure, "rooms". */
const figureName = (file: string) => file.replace(new RegExp(`(\\.(${locales.join('|')}))?\\.svg$`), '');
const localized = (name: string, locale: string) => (fs.existsSync(path.join(diagramsDir, `${name}.${locale}.svg`)) ? `${name}.${locale}.svg` : `${name}.svg`);
const svgTitle = (file: string) => /<title>([^<]+)<\/title>/.exec(fs.readFileSync(path.join(diagramsDir, file), 'utf8'))?.[1].trim();

const pairs = locales.flatMap((locale) => translationPairs(locale).map((pair) => ({...pair, locale})));
const englishPages = [...new Set(pairs.map((p) => p.source))];
const pages = [...englishPages, ...pairs.map((p) => p.translation)].filter((page) => figuresOf(page).length > 0);

test('some pages show figures', () => {
  assert.ok(pages.length >= 3);
});

describe('every figure a page imports exists and has an accessible name', () => {
  for (const page of pages) {
    test(rel(page), () => {
      for (const {component, file, usages} of figuresOf(page)) {
        assert.ok(fs.existsSync(path.join(diagramsDir, file)), `${file} does not exist`);
        assert.ok(usages.length > 0, `${component} is imported but not shown`);
        for (const attributes of usages) {
          assert.match(attributes, /\brole="img"/, `<${component}> needs role="img"`);
          const label = /\baria-label="([^"]*)"/.exec(attributes)?.[1].trim();
          assert.ok(label || svgTitle(file), `<${component}> needs an aria-label (or ${file} a <title>)`);
        }
      }
    });
  }
});

describe('a translated page shows the figures of its English page, in its own locale when that exists', () => {
  for (const {source, translation, locale} of pairs) {
    const english = figuresOf(source);
    if (english.length === 0 || !fs.existsSync(translation)) continue;
    test(`${rel(translation)}`, () => {
      const shown = figuresOf(translation).map((f) => f.file);
      for (const {file} of english) {
        assert.equal(file, `${figureName(file)}.svg`, `${rel(source)} must show the English ${figureName(file)}.svg`);
        const expected = localized(figureName(file), locale);
        assert.ok(shown.includes(expected), `must import ${expected} (it imports ${shown.join(', ') || 'no figure'})`);
      }
    });
  }
});

describe('every figure is small and takes its colours from the page', () => {
  const files = fs.readdirSync(diagramsDir).filter((f) => f.endsWith('.svg'));
  for (const file of files) {
    test(file, () => {
      const svg = fs.readFileSync(path.join(diagramsDir, file), 'utf8');
      const gzip = zlib.gzipSync(svg, {level: 9}).length;
      assert.ok(gzip <= 10 * 1024, `${gzip} bytes gzip, more than 10 KB`);
      // currentColor follows the text colour of light and dark mode; a fixed colour would fail one of them.
      const colours = [...svg.matchAll(/\b(fill|stroke|color|stop-color)\s*(?:=\s*"([^"]*)"|:\s*([^;"]+))/g)];
      for (const [, property, attribute, declaration] of colours) {
        const value = (attribute ?? declaration).trim();
        assert.match(value, /^(currentColor|none|inherit|transparent|url\(#[\w-]+\)|var\(--[\w-]+\))$/, `${property}="${value}"`);
      }
      const figure = figureName(file);
      if (figure !== file.replace(/\.svg$/, '')) {
        assert.ok(fs.existsSync(path.join(diagramsDir, `${figure}.svg`)), `${file} has no English ${figure}.svg`);
      }
    });
  }
});
