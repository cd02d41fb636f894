import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createElement as h, type ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as original from 'prism-react-renderer';
import {prism as prismConfig} from '../../config/prism';
import prismLanguagesPlugin, {leanPrismModule, loaderModules, themeClassicPrismClientModule} from './index';
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

test('both bundles get the lean Prism in place of prism-react-renderer, and a loader of their own', () => {
  const configure = prismLanguagesPlugin().configureWebpack as (...args: unknown[]) => {resolve: {alias: Record<string, string | false>}};
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
