import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import * as acorn from 'acorn';
import type {LoadContext} from '@docusaurus/types';
import staticContentPlugin, {contentLoader, replacementFor, routeContentQuery, themePath} from './index';

const {contentProxy, keepsServerHtml} = require(contentLoader) as {
  contentProxy: (source: string, bodyRequest: string, islandModule: string) => string | undefined;
  keepsServerHtml: (siteDir: string, file: string) => boolean;
};
const loader = require(contentLoader) as (this: object, source: string) => string;

// What Docusaurus's mdx-loader writes for a doc whose table of contents includes a partial's.
const compiledDoc = `
export const frontMatter = {
	title: 'Salas'
};
export const contentTitle = undefined;
export {default as metadata} from '@site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-rooms-md-1a2.json'
export const assets = {

};

import {jsx as _jsx, jsxs as _jsxs} from "react/jsx-runtime";
import {useMDXComponents as _provideComponents} from "@mdx-js/react";
import Diagram from '@site/static/images/diagrams/rooms.svg';
import Partial, {toc as __tocPartial} from './_partial.mdx';
export const toc = [{
  "value": "Entrar e sair",
  "id": "joining-and-leaving",
  "level": 2
}, ...__tocPartial];
function _createMdxContent(props) {
  const _components = {h2: "h2", p: "p", ..._provideComponents(), ...props.components};
  return _jsxs(_Fragment, {children: [_jsx(_components.h2, {id: "joining-and-leaving", children: "Entrar e sair"}), _jsx(Diagram, {}), _jsx(Partial, {})]});
}
export default function MDXContent(props = {}) {
  const {wrapper: MDXLayout} = {..._provideComponents(), ...props.components};
  return MDXLayout ? _jsx(MDXLayout, {...props, children: _jsx(_createMdxContent, {...props})}) : _createMdxContent(props);
}
`;

/** The module's imports and exports, as a bundler reads them. */
function moduleShape(source: string) {
  const program = acorn.parse(source, {ecmaVersion: 'latest', sourceType: 'module'});
  const imports = program.body.flatMap((node) => (node.type === 'ImportDeclaration' ? [String(node.source.value)] : []));
  const exports = program.body.flatMap((node) => {
    if (node.type === 'ExportDefaultDeclaration') return ['default'];
    if (node.type !== 'ExportNamedDeclaration') return [];
    if (node.declaration?.type === 'VariableDeclaration') return node.declaration.declarations.map((d) => (d.id as acorn.Identifier).name);
    return node.specifiers.map((s) => (s.exported as acorn.Identifier).name);
  });
  return {imports, exports};
}

test('a doc becomes its metadata and an island loading the compiled content', () => {
  const plainDoc = compiledDoc.replace("import Partial, {toc as __tocPartial} from './_partial.mdx';", "import {toc as __tocPartial} from '@site/static/images/diagrams/toc.svg';");
  const proxy = contentProxy(plainDoc, '/site/docs/rooms.md', '/site/plugins/performance/static-content/client/island.tsx')!;
  assert.deepEqual(moduleShape(proxy), {
    // An import the metadata uses stays (the toc spreads it); React, MDX and the diagram go with the content.
    imports: ['@site/static/images/diagrams/toc.svg', '/site/plugins/performance/static-content/client/island.tsx'],
    exports: ['frontMatter', 'contentTitle', 'metadata', 'assets', 'toc', 'default'],
  });
  assert.match(proxy, /export default createContentIsland\(\(\) => import\("\/site\/docs\/rooms\.md"\)\);/);
  assert.doesNotMatch(proxy, /_createMdxContent|react\/jsx-runtime|rooms\.svg/);
});

test('a doc that needs components of its own in the browser is left whole', () => {
  const island = '/site/plugins/performance/static-content/client/island.tsx';
  const withImport = (request: string) => compiledDoc.replace("import Partial, {toc as __tocPartial} from './_partial.mdx';", `import Tabs from '${request}';\nconst __tocPartial = [];`);
  // A diagram is an image: the doc keeps its server HTML.
  assert.match(contentProxy(withImport('@site/static/images/diagrams/rooms.svg'), '/site/docs/rooms.md', island) ?? '', /createContentIsland/);
  assert.equal(contentProxy(withImport('@theme/Tabs'), '/site/docs/rooms.md', island), undefined);
  assert.equal(contentProxy(compiledDoc, '/site/docs/rooms.md', island), undefined, 'a partial may hold anything');
  const details = withImport('@site/static/images/diagrams/rooms.svg').replace('_jsx(Diagram, {})', '_jsx(_components.details, {children: "Mais"})');
  assert.equal(contentProxy(details, '/site/docs/rooms.md', island), undefined);
  const providedComponent = withImport('@site/static/images/diagrams/rooms.svg').replace('return _jsxs(', 'if (!Head) _missingMdxReference("Head", true);\n  return _jsxs(');
  assert.equal(contentProxy(providedComponent, '/site/docs/rooms.md', island), undefined);
});

test('content without the exports the theme reads fails the build, naming the plugin', () => {
  assert.throws(() => contentProxy('export const frontMatter = {};\nexport default function MDXContent() {}', '/a.md', '/i.tsx'), /static-content: .*contentTitle, metadata, toc/);
});

test('docs, blog posts and Markdown pages, English or translated, keep their server HTML', () => {
  const site = path.resolve('/site');
  const at = (...segments: string[]) => path.join(site, ...segments);
  assert.equal(keepsServerHtml(site, at('docs', 'rooms.md')), true);
  assert.equal(keepsServerHtml(site, at('versioned_docs', 'version-2.x', 'rooms.md')), true);
  assert.equal(keepsServerHtml(site, at('blog', '2024-01-01-post.md')), true);
  assert.equal(keepsServerHtml(site, at('i18n', 'pt-br', 'docusaurus-plugin-content-docs', 'current', 'rooms.md')), true);
  assert.equal(keepsServerHtml(site, at('i18n', 'pt-br', 'docusaurus-plugin-content-docs', 'version-3.x', 'rooms.md')), true);
  assert.equal(keepsServerHtml(site, at('i18n', 'pt-br', 'docusaurus-plugin-content-blog', 'post.md')), true);
  assert.equal(keepsServerHtml(site, at('src', 'pages', 'how-to', 'use-with-react.md')), true);
  assert.equal(keepsServerHtml(site, at('i18n', 'pt-br', 'docusaurus-plugin-content-pages', 'how-to', 'use-with-react.md')), true);
  assert.equal(keepsServerHtml(site, at('src', 'components', 'Partial.md')), false);
  assert.equal(keepsServerHtml(site, at('i18n', 'pt-br', 'code.json')), false);
});

test("a page with a partial stays whole, marked as rendering with the MDX components; a page, a doc and a blog list's posts are islands", () => {
  const context = (resourcePath: string, resourceQuery: string) => ({
    resourcePath,
    resourceQuery,
    getOptions: () => ({siteDir: '/site', islandModule: '/island.tsx'}),
  });
  const withPartial = loader.call(context('/site/src/pages/chat.md', `?${routeContentQuery}`), compiledDoc);
  assert.ok(withPartial.startsWith(compiledDoc));
  assert.equal(moduleShape(withPartial).exports.at(-1), 'rendersWithMdxContent');
  const withoutPartial = compiledDoc.replace("import Partial, {toc as __tocPartial} from './_partial.mdx';", 'const __tocPartial = [];');
  const page = loader.call(context('/site/src/pages/how-to/use-with-vue.md', `?${routeContentQuery}`), withoutPartial);
  assert.match(page, /export default createContentIsland\(\(\) => import\("\/site\/src\/pages\/how-to\/use-with-vue\.md"\)\);/);
  const doc = loader.call(context('/site/docs/rooms.md', `?${routeContentQuery}`), withoutPartial);
  assert.match(doc, /export default createContentIsland\(\(\) => import\("\/site\/docs\/rooms\.md"\)\);/);
  const truncated = loader.call(context('/site/blog/post.md', `?truncated=true&${routeContentQuery}`), withoutPartial);
  assert.match(truncated, /export default createContentIsland\(\(\) => import\("\/site\/blog\/post\.md\?truncated=true"\)\);/);
});

test('only the route table requests Markdown content with the query', () => {
  const generated = '/site/.docusaurus';
  assert.equal(replacementFor(generated, '@site/docs/rooms.md', generated), `@site/docs/rooms.md?${routeContentQuery}`);
  assert.equal(replacementFor(generated, '@site/blog/post.md?truncated=true', generated), `@site/blog/post.md?truncated=true&${routeContentQuery}`);
  assert.equal(replacementFor(generated, `@site/docs/rooms.md?${routeContentQuery}`, generated), undefined);
  assert.equal(replacementFor(generated, '@theme/DocItem', generated), undefined);
  assert.equal(replacementFor('/site/docs', './_partial.mdx', generated), undefined);
});

test('the dev server, which renders pages in the browser only, keeps every content module whole', () => {
  const plugin = staticContentPlugin({siteDir: '/site', generatedFilesDir: '/site/.docusaurus'} as LoadContext);
  class ReplacementPlugin {}
  const configure = plugin.configureWebpack as unknown as (config: object, isServer: boolean, utils: object) => {resolve: {alias: Record<string, string>}; plugins?: unknown[]; module?: unknown};
  const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin: ReplacementPlugin}}};
  const development = configure({mode: 'development'}, false, utils);
  assert.match(development.resolve.alias['@static-content/mdx-content$']!, /mdxContent\.server\.ts$/);
  assert.equal(development.module, undefined);
  assert.equal(development.plugins, undefined);
  const browser = configure({mode: 'production'}, false, utils);
  assert.match(browser.resolve.alias['@static-content/mdx-content$']!, /client\/mdxContent\.ts$/);
  assert.ok(browser.plugins?.[0] instanceof ReplacementPlugin);
  const server = configure({mode: 'production'}, true, utils);
  assert.match(server.resolve.alias['@static-content/mdx-content$']!, /mdxContent\.server\.ts$/);
  assert.equal(server.module, undefined, 'the server keeps its modules whole');
});

test("its theme wraps theme-classic's components through @theme-init, never @theme-original (in a plugin's theme, itself)", () => {
  const classicTheme = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib/theme');
  const wraps = fs
    .readdirSync(themePath, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('index.tsx'))
    .map((file) => path.dirname(file).split(path.sep).join('/'))
    .sort();
  assert.deepEqual(wraps, ['BlogPostItem/Content', 'DocItem/Content', 'MDXContent', 'MDXPage']);
  for (const component of wraps) {
    assert.ok(fs.existsSync(path.join(classicTheme, component, 'index.js')), `theme-classic no longer has ${component}`);
    const source = fs.readFileSync(path.join(themePath, component, 'index.tsx'), 'utf8');
    assert.doesNotMatch(source, /from '@theme-original\//, `${component} would import itself`);
  }
  for (const file of ['mdxContent.ts', 'mdxContent.server.ts']) {
    assert.match(fs.readFileSync(path.join(__dirname, 'client', file), 'utf8'), /'@theme-init\/MDXContent'/);
  }
});

test('the site keeps no wrap of its own for what the plugin wraps but MDXPage and DocItem/Content, which reach it as @theme-original', () => {
  for (const component of ['BlogPostItem/Content', 'MDXContent']) assert.ok(!fs.existsSync(path.resolve('src/theme', component)), component);
  assert.match(fs.readFileSync(path.resolve('src/theme/MDXPage/index.tsx'), 'utf8'), /from '@theme-original\/MDXPage'/);
  // The "Copy page" menu beside a doc's title (plugins/llms-txt), outside the content the plugin keeps.
  assert.match(fs.readFileSync(path.resolve('src/theme/DocItem/Content/index.tsx'), 'utf8'), /from '@theme-original\/DocItem\/Content'/);
});
