import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import type {LoadContext} from '@docusaurus/types';
import routeChunkGroupsPlugin, {chunkGroupsLoader, routeChunkGroups, withRouteChunkGroups} from './index';

const {withChunkGroups, listPageGroups} = require(chunkGroupsLoader) as {
  withChunkGroups: (source: string, groups: Record<string, readonly string[]>, byChunkName?: Map<string, string>) => string;
  listPageGroups: (routesChunkNames: Record<string, unknown>) => Map<string, string>;
};

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
  assert.match(withRouteChunkGroups(source, {}), /webpackChunkName: "docs-page"/);
});

test("the posts of each blog list page form a group named after the page; a list of one post and other routes do not", () => {
  const routesChunkNames = {
    '/pt-br/blog/-24e': {__comp: 'a6aa9e1f', sidebar: '814f3328', items: [{content: '2e2a84b4'}, {content: '7d4062ab'}]},
    '/pt-br/blog/page/2/-4f5': {__comp: 'a6aa9e1f', items: [{content: '0bafcf08'}, {content: '8a4a33ae'}]},
    '/pt-br/blog/page/5/-621': {__comp: 'a6aa9e1f', items: [{content: '243639aa'}]},
    '/pt-br/docs/v4/rooms/-8d0': {__comp: '17896441', content: '757a3205'},
  };
  const groups = listPageGroups(routesChunkNames);
  assert.deepEqual(Object.fromEntries(groups), {
    '2e2a84b4': 'list-pt-br-blog-24e',
    '7d4062ab': 'list-pt-br-blog-24e',
    '0bafcf08': 'list-pt-br-blog-page-2-4f5',
    '8a4a33ae': 'list-pt-br-blog-page-2-4f5',
  });
  for (const name of new Set(groups.values())) assert.match(name, /^[\w-]+$/);
  const source = [line('2e2a84b4', '@site/blog/a.md?truncated=true'), line('243639aa', '@site/blog/z.md?truncated=true')].join('\n');
  const grouped = withRouteChunkGroups(source, routesChunkNames);
  assert.match(grouped, /webpackChunkName: "list-pt-br-blog-24e" \*\/ "@site\/blog\/a\.md\?truncated=true"/);
  assert.match(grouped, /webpackChunkName: "243639aa" \*\/ "@site\/blog\/z\.md\?truncated=true"/);
});

test('the loader reads the list pages from routesChunkNames.json beside the registry, as a dependency', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'generated-'));
  fs.writeFileSync(path.join(dir, 'routesChunkNames.json'), JSON.stringify({'/blog/-1': {items: [{content: 'aa'}, {content: 'bb'}]}}));
  const dependencies: string[] = [];
  const loader = require(chunkGroupsLoader) as (this: object, source: string) => string;
  const output = loader.call(
    {resourcePath: path.join(dir, 'registry.js'), getOptions: () => ({groups: {}}), addDependency: (file: string) => dependencies.push(file)},
    line('bb', '@site/blog/b.md?truncated=true'),
  );
  assert.match(output, /webpackChunkName: "list-blog-1"/);
  assert.deepEqual(dependencies, [path.join(dir, 'routesChunkNames.json')]);
});

test('only the browser bundle rewrites the registry, and only the generated registry.js', () => {
  const plugin = routeChunkGroupsPlugin({generatedFilesDir: '/site/.docusaurus'} as LoadContext);
  const configure = plugin.configureWebpack as unknown as (config: object, isServer: boolean) => {module?: {rules: {test: (file: string) => boolean}[]}};
  assert.deepEqual(configure({}, true), {});
  const [rule] = configure({}, false).module!.rules;
  assert.equal(rule!.test(path.join('/site/.docusaurus', 'registry.js')), true);
  assert.equal(rule!.test('/site/.docusaurus/routes.js'), false);
});
