import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createElement as h, type ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as original from 'prism-react-renderer';
import {prism as prismConfig} from '../../config/prism';
import type {LoadContext} from '@docusaurus/types';
import prismLanguagesPlugin, {leanPrismModule, loaderModules, themeClassicPrismClientModule} from './index';
import {styleAttribute} from './client/linesHtml';
import {codeThemeClasses, codeThemes} from './client/tokenClasses';
import {declarationsIn} from './stylesheetClasses';
import {Highlight, Prism} from './client';

const root = path.resolve(__dirname, '../..');
const contentDirs = ['docs', 'versioned_docs', 'blog', 'src/pages', 'i18n'];

type CodeBlock = {file: string; language: string; code: string};

function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every fenced code block of the site's content, with the file it shows when it has `file=`. */
function codeBlocks(): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  for (const file of contentDirs.flatMap((dir) => markdownFiles(path.join(root, dir)))) {
    const fence = /^( *)(`{3,})([\w+#-]*)([^\n]*)\n([\s\S]*?)^\1\2\s*$/gm;
    for (const [, , , language, meta, body] of fs.readFileSync(file, 'utf8').matchAll(fence)) {
      const shown = meta!.match(/\bfile=([^\s#]+)/)?.[1];
      const code = shown ? fs.readFileSync(path.join(root, shown), 'utf8') : body!;
      blocks.push({file: path.relative(root, file), language: language || 'text', code: code.replace(/\n$/, '')});
    }
  }
  return blocks;
}

const blocks = codeBlocks();

/** A code block as Docusaurus's theme renders it from `<Highlight>`'s render props. */
function render(HighlightComponent: typeof Highlight, block: CodeBlock, theme: original.PrismTheme): string {
  const element = h(HighlightComponent as unknown as (props: Record<string, unknown>) => ReactElement, {
    code: block.code,
    language: block.language,
    theme,
    prism: Prism,
    children: ({className, style, tokens, getLineProps, getTokenProps}: Parameters<Parameters<typeof Highlight>[0]['children']>[0]) =>
      h('pre', {className, style},
        h('code', null, tokens.map((line, i) =>
          h('span', {key: i, ...getLineProps({line, className: i === 0 ? 'first' : undefined})},
            line.map((token, j) => h('span', {key: j, ...getTokenProps({token})})))))),
  });
  return renderToStaticMarkup(element);
}

/** A site context whose generated files go to a fresh folder. */
function siteContext(themeConfig: Record<string, unknown>): LoadContext {
  const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prism-languages-'));
  return {generatedFilesDir, siteConfig: {themeConfig}} as unknown as LoadContext;
}

test('both bundles get the lean Prism in place of prism-react-renderer, and a loader of their own', () => {
  const configure = prismLanguagesPlugin(siteContext({prism: prismConfig})).configureWebpack as (...args: unknown[]) => {resolve: {alias: Record<string, string | false>}};
  for (const isServer of [true, false]) {
    const {alias} = configure({}, isServer, {}, {}).resolve;
    assert.equal(alias['prism-react-renderer$'], leanPrismModule);
    assert.equal(alias['@prism-languages/loader$'], isServer ? loaderModules.server : loaderModules.browser);
    assert.equal(alias[`${themeClassicPrismClientModule}$`], false);
    assert.ok(fs.existsSync(`${themeClassicPrismClientModule}.js`), 'theme-classic still has the client module left out');
  }
  assert.deepEqual(prismConfig.additionalLanguages, [], 'languages are added in plugins/prism-languages/client/prism.ts');
});

test('every code block of the content is in a language the lean Prism highlights (or plain text)', () => {
  assert.ok(blocks.length > 1000, `found ${blocks.length} code blocks`);
  const missing = blocks.filter(({language}) => language !== 'text' && !Prism.languages[language.toLowerCase()]);
  assert.deepEqual(missing.map(({file, language}) => `${file}: ${language}`), []);
});

test('the grammar global is gone once the grammars are registered', () => {
  assert.equal((globalThis as {Prism?: unknown}).Prism, undefined);
});

test('every code block renders the same markup as prism-react-renderer, in both themes', () => {
  const english = blocks.filter(({file}) => !file.startsWith('i18n'));
  for (const theme of [prismConfig.theme, prismConfig.darkTheme]) {
    for (const block of english) {
      assert.equal(render(Highlight, block, theme), render(original.Highlight as typeof Highlight, block, theme), `${block.file} (${block.language})`);
    }
  }
});

test('highlighting is unchanged from the grammars prism-react-renderer bundles', () => {
  const shared = blocks.filter(({file, language}) => !file.startsWith('i18n') && original.Prism.languages[language] && language !== 'text');
  assert.ok(shared.length > 1000);
  const changed = shared.filter(({language, code}) =>
    JSON.stringify(original.normalizeTokens(original.Prism.tokenize(code, original.Prism.languages[language]!))) !==
    JSON.stringify(original.normalizeTokens(Prism.tokenize(code, Prism.languages[language]!))));
  assert.deepEqual(changed.map(({file, language}) => `${file} (${language})`), []);
});

test('an empty line keeps its height and a language without a grammar is plain text', () => {
  const html = render(Highlight, {file: 'x', language: 'text', code: 'a\n\nb'}, prismConfig.theme);
  assert.match(html, /<span class="token plain" style="display:inline-block">\n<\/span>/);
  assert.match(html, /class="prism-code language-text"/);
});

test("the site's pages get the token stylesheet of the site's themes", () => {
  const plugin = prismLanguagesPlugin(siteContext({prism: prismConfig}));
  const [stylesheet] = plugin.getClientModules!() as string[];
  assert.equal(fs.readFileSync(stylesheet!, 'utf8'), codeThemeClasses(codeThemes(prismConfig)).css());
  assert.throws(() => prismLanguagesPlugin(siteContext({})), /themeConfig\.prism\.theme/);
});

/** Each token of `block` with the style prism-react-renderer gives it in `theme`, as a style attribute. */
function originalTokenStyles(block: CodeBlock, theme: original.PrismTheme): {token: original.Token; style: string}[] {
  const tokens: {token: original.Token; style: string}[] = [];
  renderToStaticMarkup(
    h(original.Highlight as unknown as (props: Record<string, unknown>) => ReactElement, {
      code: block.code,
      language: block.language,
      theme,
      children: ({tokens: lines, getTokenProps}: Parameters<Parameters<typeof original.Highlight>[0]['children']>[0]) => {
        for (const line of lines) for (const token of line) tokens.push({token, style: styleAttribute(getTokenProps({token}).style)});
        return h('pre');
      },
    }),
  );
  return tokens;
}

test("every token of the content gets, through its classes, the colours prism-react-renderer's inline styles give it, in both modes", () => {
  const themes = codeThemes(prismConfig);
  const classes = codeThemeClasses(themes);
  const declarationsOf = declarationsIn(classes.css());
  const english = blocks.filter(({file}) => !file.startsWith('i18n'));
  let tokens = 0;
  for (const mode of ['light', 'dark'] as const) {
    for (const block of english) {
      for (const {token, style} of originalTokenStyles(block, themes[mode])) {
        const attributes = classes.token(token, block.language.toLowerCase());
        const fromClasses = declarationsOf(attributes.className, mode);
        const actual = [...fromClasses, ...(attributes.style ? [attributes.style] : [])].sort().join(';');
        assert.equal(actual, style.split(';').filter(Boolean).sort().join(';'), `${block.file} (${block.language}), ${mode}: ${JSON.stringify(token)}`);
        tokens++;
      }
    }
  }
  assert.ok(tokens > 50_000, `${tokens} tokens compared`);
});
