import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import os from 'node:os';
import {isVersionProps, versionPropsFiles} from './index';

const {withoutDocDescriptions} = require('./loader.js') as {withoutDocDescriptions: (source: string) => string};

const generated = path.resolve('.docusaurus');
const siteDir = path.resolve('.');

test('the version props files of any docs plugin instance are recognised, nothing else', () => {
  assert.ok(isVersionProps(generated, path.join(generated, 'docusaurus-plugin-content-docs/default/p/pt-br-docs-v-4-d75.json')));
  assert.ok(isVersionProps(generated, path.join(generated, 'docusaurus-plugin-content-docs/community/p/docs-v-2-cc7.json')));
  assert.ok(!isVersionProps(generated, path.join(generated, 'docusaurus-plugin-content-docs/default/site-docs-adapter-mdx-dcc.json')));
  assert.ok(!isVersionProps(generated, path.join(generated, 'docusaurus-plugin-content-blog/default/p/blog-bd9.json')));
  assert.ok(!isVersionProps(generated, path.join(generated, 'registry.js')));
});

test("each doc keeps its id, title and sidebar, not its description; the sidebars and the version's fields stay", () => {
  const version = {
    pluginId: 'default', version: 'current', label: '4.x', banner: null, badge: true, noIndex: false, className: 'docs-version-current', isLast: true,
    docsSidebars: {main: [{type: 'link', href: '/docs/v4/', label: 'Introduction', docId: 'index', unlisted: false}]},
    docs: {index: {id: 'index', title: 'Introduction', description: 'What Socket.IO is.', sidebar: 'main'}, rooms: {id: 'rooms', title: 'Rooms', description: 'Rooms.'}},
  };
  const lean = JSON.parse(withoutDocDescriptions(JSON.stringify({version})));
  assert.deepEqual(lean, {version: {...version, docs: {index: {id: 'index', title: 'Introduction', sidebar: 'main'}, rooms: {id: 'rooms', title: 'Rooms'}}}});
});

test("other routes' props pass unchanged; version props of another shape fail the build, naming the plugin", () => {
  const tagProps = JSON.stringify({tag: {label: 'a', permalink: '/docs/tags/a', items: []}});
  assert.equal(withoutDocDescriptions(tagProps), tagProps);
  assert.throws(() => withoutDocDescriptions(JSON.stringify({version: {docs: {}}})), /lean-version-props: .*has the docs plugin changed/);
});

test('version props whose docs carry no description fail the build, naming the plugin: the rewrite would match nothing', () => {
  const version = {version: 'current', docsSidebars: {}, docs: {index: {id: 'index', title: 'Introduction'}}};
  assert.throws(() => withoutDocDescriptions(JSON.stringify({version})), /^Error: lean-version-props: no doc of version "current" has a description/);
  // A version without docs has nothing to take out, and nothing has changed.
  const empty = JSON.stringify({version: {...version, docs: {}}});
  assert.equal(withoutDocDescriptions(empty), empty);
});

/** A generated directory with the given files, and a registry.js loading them. */
function generatedSite(files: Record<string, unknown>): {dir: string; registry: string} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lean-version-props-'));
  const lines = Object.entries(files).map(([file, content], index) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), JSON.stringify(content));
    const request = `@generated/${file}`;
    return `  "k${index}": [() => import(/* webpackChunkName: "k${index}" */ "${request}"), "${request}", require.resolveWeak("${request}")],`;
  });
  return {dir, registry: ['export default {', ...lines, '};'].join('\n')};
}

test("the build's version props files are found in its route registry", () => {
  const site = generatedSite({
    'docusaurus-plugin-content-docs/default/p/docs-v-4-1ed.json': {version: {docs: {}, docsSidebars: {}}},
    'docusaurus-plugin-content-docs/default/p/docs-tags-a-1b2.json': {tag: {label: 'a'}},
    'docusaurus-plugin-content-docs/default/__plugin.json': {},
  });
  assert.deepEqual(versionPropsFiles(site.dir, site.registry), [path.join(site.dir, 'docusaurus-plugin-content-docs/default/p/docs-v-4-1ed.json')]);
  fs.rmSync(site.dir, {recursive: true});
});

test('docs routes without a version props file it recognises fail the build, naming the plugin', () => {
  // The docs plugin writing its props elsewhere: the loader's rule would match nothing.
  const moved = generatedSite({'docusaurus-plugin-content-docs/default/props/docs-v-4-1ed.json': {version: {docs: {}, docsSidebars: {}}}});
  assert.throws(() => versionPropsFiles(moved.dir, moved.registry), /^Error: lean-version-props: the route registry has docs routes but no version props file/);
  fs.rmSync(moved.dir, {recursive: true});
  // A site without docs has nothing to check.
  const blogOnly = generatedSite({'docusaurus-plugin-content-blog/default/p/blog-bd9.json': {}});
  assert.deepEqual(versionPropsFiles(blogOnly.dir, blogOnly.registry), []);
  fs.rmSync(blogOnly.dir, {recursive: true});
});

test('only DocCard reads a doc description from the version props, and no page of this site shows DocCards', () => {
  const readers = ['theme-classic/lib', 'theme-common/lib', 'plugin-content-docs/lib/client'].flatMap((dir) =>
    fs.readdirSync(path.join('node_modules/@docusaurus', dir), {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.js'))
      .filter((file) => /useDocById\(/.test(fs.readFileSync(path.join('node_modules/@docusaurus', dir, file), 'utf8')))
      .map((file) => path.join(dir, file)));
  assert.deepEqual(readers, ['theme-classic/lib/theme/DocCard/index.js', 'plugin-content-docs/lib/client/docsUtils.js']);
  // A category index page (generated-index) or <DocCardList /> would show cards without their descriptions.
  const contentDirs = ['docs', 'versioned_docs', 'versioned_sidebars', 'i18n', 'src', 'sidebars.ts'].map((dir) => path.join(siteDir, dir));
  const users = contentDirs.flatMap((dir) => (fs.statSync(dir).isDirectory() ? fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).map((file) => path.join(dir, file)) : [dir]))
    .filter((file) => /\.(mdx?|tsx?|json)$/.test(file) && fs.statSync(file).isFile())
    .filter((file) => /DocCardList|@theme\/DocCard|generated-index|useDocById/.test(fs.readFileSync(file, 'utf8')));
  assert.deepEqual(users, [], 'these files show DocCards, whose descriptions plugins/performance/lean-version-props removes');
});
