import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {createElement, type ComponentProps} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {createProcessorUncached} from '@docusaurus/mdx-loader/lib/processor';
import preprocessContent from '@docusaurus/mdx-loader/lib/preprocessor';
import {validateConfig} from '@docusaurus/core/lib/server/configValidation';
import siteConfig from '../../docusaurus.config';
import {legacyAnchors} from '../../config/legacyAnchors';
import remarkLegacyAnchors, {currentDocId} from './index';

const siteDir = path.resolve(__dirname, '../..');

// The ids that links on the web use: a change here is a change of what those links land on.
test('the legacy anchors and the headings they land on', () => {
  const listed = Object.entries(legacyAnchors).flatMap(([doc, anchors]) =>
    anchors.map(({legacy, heading}) => `/docs/v4/${doc}/#${legacy} → #${heading}`),
  );
  assert.deepEqual(listed, [
    '/docs/v4/client-api/#socket-connect → #socketconnect',
    '/docs/v4/client-api/#socketemiteventname-args → #socketemiteventname-args-ack',
    '/docs/v4/client-api/#socketoffeventname → #socketoffeventname-listener',
    '/docs/v4/client-api/#socketonanycallback → #socketonanylistener',
    '/docs/v4/client-api/#socketonceeventname-callback → #socketonceeventname-listener',
    '/docs/v4/client-api/#socketoneventname-callback → #socketoneventname-listener',
    '/docs/v4/server-api/#namespace-allSockets → #namespaceallsockets',
    '/docs/v4/server-api/#socketemiteventname-args → #socketemiteventname-args-ack',
    '/docs/v4/server-api/#socketonceeventname-listener → #socketonceeventname-callback',
    '/docs/v4/server-api/#socketremovelistenereventname-listener → #socketoffeventname-callback',
  ]);
});

test('only 4.x docs, English or translated, are pages of the list', () => {
  assert.equal(currentDocId(path.join(siteDir, 'docs/client-api.md')), 'client-api');
  assert.equal(currentDocId(path.join(siteDir, 'i18n/pt-br/docusaurus-plugin-content-docs/current/server-api.md')), 'server-api');
  assert.equal(currentDocId(path.join(siteDir, 'i18n/fr/docusaurus-plugin-content-docs/current/client-api.mdx')), 'client-api');
  assert.equal(currentDocId(path.join(siteDir, 'versioned_docs/version-3.x/client-api.md')), undefined);
  assert.equal(currentDocId(path.join(siteDir, 'i18n/pt-br/docusaurus-plugin-content-docs/version-2.x/client-api.md')), undefined);
  assert.equal(currentDocId(path.join(siteDir, 'blog/2024-01-01-post.md')), undefined);
});

const {markdown} = validateConfig(siteConfig as never, path.join(siteDir, 'docusaurus.config.ts'));

/** The page as the site renders it: Docusaurus's own Markdown pipeline with this plugin, rendered by React. */
async function render(content: string, filePath: string, anchors = legacyAnchors) {
  const format = path.extname(filePath) === '.mdx' ? 'mdx' : 'md';
  const processor = await createProcessorUncached({
    format,
    options: {markdownConfig: markdown, remarkPlugins: [[remarkLegacyAnchors, {anchors}]], admonitions: true, staticDirs: [], siteDir},
  } as never);
  const fileContent = preprocessContent({fileContent: content, filePath, markdownConfig: markdown, admonitions: true});
  const {content: code} = await processor.process({content: fileContent, filePath, frontMatter: {}, compilerName: 'server'});
  // The compiled page imports its components' provider: the test hands them over as props instead.
  const runnable = code
    .replace(/^import \{useMDXComponents as _provideComponents\} from "@mdx-js\/react";$/m, 'const _provideComponents = () => ({});')
    .replace('"react/jsx-runtime"', JSON.stringify(pathToFileURL(require.resolve('react/jsx-runtime')).href));
  assert.notEqual(runnable, code);
  const {default: MDXContent} = await import(`data:text/javascript,${encodeURIComponent(runnable)}`);
  // The theme's `a` (MDXComponents/A → Link) registers every id it renders with the broken-anchor checker.
  const registered: string[] = [];
  const a = (props: ComponentProps<'a'>) => {
    if (props.id) registered.push(props.id);
    return createElement('a', props);
  };
  return {html: renderToStaticMarkup(createElement(MDXContent, {components: {a}})), registered};
}

const page = ['# Client API', '', 'Intro.', '', '### socket.connect() {#socketconnect}', '', 'Connects.', '', '### socket.on(eventName, listener) {#socketoneventname-listener}', '', 'Listens.', ''].join('\n');
const anchors = {
  'client-api': [
    {heading: 'socketconnect', legacy: 'socket-connect'},
    {heading: 'socketoneventname-listener', legacy: 'socketoneventname-callback'},
  ],
};

for (const file of ['docs/client-api.md', 'i18n/pt-br/docusaurus-plugin-content-docs/current/client-api.mdx']) {
  test(`${path.extname(file)}: each legacy anchor is an empty link target just before its heading, registered as the theme registers one`, async () => {
    const {html, registered} = await render(page, path.join(siteDir, file), anchors);
    assert.match(html, /<a id="socket-connect"><\/a>\s*<h3 id="socketconnect">socket\.connect\(\)<\/h3>/);
    assert.match(html, /<a id="socketoneventname-callback"><\/a>\s*<h3 id="socketoneventname-listener">/);
    assert.deepEqual(registered, ['socket-connect', 'socketoneventname-callback']);
  });
}

test('a page outside the list, or an older version, is left alone', async () => {
  const {html} = await render(page, path.join(siteDir, 'versioned_docs/version-3.x/client-api.md'), anchors);
  assert.doesNotMatch(html, /socket-connect/);
});

test('a listed heading missing from a page fails the build and names the page', async () => {
  const withoutOn = page.replace(/### socket\.on[^\n]*/, '### socket.on {#socketon}');
  await assert.rejects(
    render(withoutOn, path.join(siteDir, 'i18n/fr/docusaurus-plugin-content-docs/current/client-api.md'), anchors),
    /i18n\/fr\/docusaurus-plugin-content-docs\/current\/client-api\.md: no heading #socketoneventname-listener/,
  );
});

// Every locale's copy of the listed pages gets all its anchors (a translation missing a heading would fail the build).
const localeDirs = ['docs', ...fs.readdirSync(path.join(siteDir, 'i18n')).map((locale) => `i18n/${locale}/docusaurus-plugin-content-docs/current`)];
for (const [doc, expected] of Object.entries(legacyAnchors)) {
  for (const dir of localeDirs) {
    const file = ['.md', '.mdx'].map((ext) => path.join(siteDir, dir, doc + ext)).find((candidate) => fs.existsSync(candidate));
    if (!file) continue;
    test(`${path.relative(siteDir, file)} carries its legacy anchors`, async () => {
      const {registered} = await render(fs.readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, ''), file);
      for (const {legacy} of expected) assert.ok(registered.includes(legacy), `#${legacy} missing`);
    });
  }
}
