import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {isVersionProps} from './index';

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
