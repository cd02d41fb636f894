import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import type {LoadContext} from '@docusaurus/types';
import leanRouteRegistryPlugin, {registryLoader} from './index';

const {withoutModulePaths} = require(registryLoader) as {withoutModulePaths: (source: string) => string};

/** The line Docusaurus writes for each entry of registry.js, read from its code generator. */
const codegen = fs.readFileSync(require.resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js'), 'utf8');
const template = '`  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`';
const line = (chunkName: string, modulePath: string) => template.slice(1, -1).replaceAll('${chunkName}', chunkName).replaceAll('${modulePath}', modulePath);

test('Docusaurus still writes registry entries the way the loader reads them', () => {
  assert.ok(codegen.includes(template), 'codegenRoutes.js no longer has the registry line this plugin rewrites');
});

test('each entry keeps its loader and module id, and its module path becomes an empty string', () => {
  const source = ['export default {', line('0087dfd9', '@site/docs/changelog/4.5.2.md'), line('5e95c892', '@theme/DocsRoot'), line('a1c0', '@generated/docusaurus-plugin-content-docs/default/p/pt-br-docs-v-4-4f1.json'), '};', ''].join('\n');
  assert.equal(
    withoutModulePaths(source),
    [
      'export default {',
      '  "0087dfd9": [() => import(/* webpackChunkName: "0087dfd9" */ "@site/docs/changelog/4.5.2.md"), "", require.resolveWeak("@site/docs/changelog/4.5.2.md")],',
      '  "5e95c892": [() => import(/* webpackChunkName: "5e95c892" */ "@theme/DocsRoot"), "", require.resolveWeak("@theme/DocsRoot")],',
      '  "a1c0": [() => import(/* webpackChunkName: "a1c0" */ "@generated/docusaurus-plugin-content-docs/default/p/pt-br-docs-v-4-4f1.json"), "", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/pt-br-docs-v-4-4f1.json")],',
      '};',
      '',
    ].join('\n'),
  );
});

test('an entry written another way fails the build, naming the plugin', () => {
  const source = ['export default {', line('a', '@site/a.md'), '  "b": [() => import("@site/b.md"), "@site/b.md", 12],', '};'].join('\n');
  assert.throws(() => withoutModulePaths(source), /lean-route-registry: 1 of the 2 entries/);
});

test('only the browser bundle rewrites the registry, and only the generated registry.js', () => {
  const plugin = leanRouteRegistryPlugin({generatedFilesDir: '/site/.docusaurus'} as LoadContext);
  const configure = plugin.configureWebpack as unknown as (config: object, isServer: boolean) => {module?: {rules: {test: (file: string) => boolean}[]}};
  assert.deepEqual(configure({}, true), {});
  const [rule] = configure({}, false).module!.rules;
  assert.equal(rule!.test(path.join('/site/.docusaurus', 'registry.js')), true);
  assert.equal(rule!.test('/site/src/registry.js'), false);
  assert.equal(rule!.test('/site/.docusaurus/routes.js'), false);
});
