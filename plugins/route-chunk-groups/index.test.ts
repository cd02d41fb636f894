import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import type {LoadContext} from '@docusaurus/types';
import routeChunkGroupsPlugin, {chunkGroupsLoader, routeChunkGroups, withRouteChunkGroups} from './index';

const {withChunkGroups} = require(chunkGroupsLoader) as {withChunkGroups: (source: string, groups: Record<string, readonly string[]>) => string};

const line = (chunkName: string, modulePath: string) =>
  `  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`;

test("a group's modules get the group's chunk name in their import, and keep their registry key", () => {
  const source = ['export default {', line('5e95c892', '@theme/DocsRoot'), line('17896441', '@theme/DocItem'), line('757a3205', '@site/docs/rooms.md'), '};'].join('\n');
  assert.equal(
    withChunkGroups(source, {'docs-page': ['@theme/DocsRoot', '@theme/DocItem']}),
    [
      'export default {',
      '  "5e95c892": [() => import(/* webpackChunkName: "docs-page" */ "@theme/DocsRoot"), "@theme/DocsRoot", require.resolveWeak("@theme/DocsRoot")],',
      '  "17896441": [() => import(/* webpackChunkName: "docs-page" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],',
      '  "757a3205": [() => import(/* webpackChunkName: "757a3205" */ "@site/docs/rooms.md"), "@site/docs/rooms.md", require.resolveWeak("@site/docs/rooms.md")],',
      '};',
    ].join('\n'),
  );
});

test('a group name that is not a plain chunk name fails the build, naming the plugin', () => {
  assert.throws(() => withChunkGroups('', {'docs page"': ['@theme/DocItem']}), /route-chunk-groups: "docs page\"" is not a usable chunk name/);
});

test('the docs group holds what every doc page loads, and no version or content of its own', () => {
  const docs = routeChunkGroups['docs-page'];
  for (const component of ['@theme/DocsRoot', '@theme/DocVersionRoot', '@theme/DocRoot', '@theme/DocItem']) assert.ok(docs.includes(component as never), component);
  assert.ok(docs.every((modulePath) => !modulePath.includes('/p/') && !modulePath.startsWith('@site/')));
  const source = line('17896441', '@theme/DocItem');
  assert.match(withRouteChunkGroups(source), /webpackChunkName: "docs-page"/);
});

test('only the browser bundle rewrites the registry, and only the generated registry.js', () => {
  const plugin = routeChunkGroupsPlugin({generatedFilesDir: '/site/.docusaurus'} as LoadContext);
  const configure = plugin.configureWebpack as unknown as (config: object, isServer: boolean) => {module?: {rules: {test: (file: string) => boolean}[]}};
  assert.deepEqual(configure({}, true), {});
  const [rule] = configure({}, false).module!.rules;
  assert.equal(rule!.test(path.join('/site/.docusaurus', 'registry.js')), true);
  assert.equal(rule!.test('/site/.docusaurus/routes.js'), false);
});
