import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {cacheWithBaseUrl, contentSources, siteLoaders} from './index';

test('the Rspack persistent cache gets one version per base URL, keeping the rest of its options', () => {
  const config = {cache: true, experiments: {cache: {type: 'persistent', version: 'client-production-pt-br-3.10.2-abc', buildDependencies: ['x']}}};
  const full = cacheWithBaseUrl(config, '/pt-br/');
  const alone = cacheWithBaseUrl(config, '/');
  assert.deepEqual(full, {experiments: {cache: {type: 'persistent', version: 'client-production-pt-br-3.10.2-abc-base:/pt-br/', buildDependencies: ['x']}}});
  const versionOf = (config: ReturnType<typeof cacheWithBaseUrl>) => (config?.experiments?.cache as {version: string}).version;
  assert.notEqual(versionOf(full), versionOf(alone));
  assert.notDeepEqual(full, alone);
});

test("the site's loaders are build dependencies of the cache, after Docusaurus's own", () => {
  const config = {cache: true, experiments: {cache: {type: 'persistent', version: 'v', buildDependencies: ['/site/docusaurus.config.ts']}}};
  const cache = cacheWithBaseUrl(config, '/', ['/site/plugins/performance/static-content/loader.js'])?.experiments?.cache as {buildDependencies: string[]};
  assert.deepEqual(cache.buildDependencies, ['/site/docusaurus.config.ts', '/site/plugins/performance/static-content/loader.js']);
  const webpack = cacheWithBaseUrl({cache: {type: 'filesystem', version: 'v', buildDependencies: {config: ['c']}}}, '/', ['l.js'])?.cache;
  assert.deepEqual((webpack as {buildDependencies: unknown}).buildDependencies, {config: ['c'], loaders: ['l.js']});
});

test("this site's loaders are all found, static-content's among them", () => {
  const loaders = siteLoaders(path.resolve('.'));
  assert.ok(loaders.includes(path.resolve('plugins/performance/static-content/loader.js')));
  assert.ok(loaders.includes(path.resolve('plugins/performance/route-chunk-groups/loader.js')));
  // And the module of Docusaurus's private shapes they parse with.
  assert.ok(loaders.includes(path.resolve('plugins/performance/internals.js')));
  assert.ok(loaders.every((file) => file.endsWith(`${path.sep}loader.js`) || file.endsWith(`${path.sep}internals.js`)));
  assert.deepEqual(siteLoaders('/nowhere'), []);
});

test('a webpack filesystem cache gets the same treatment', () => {
  const config = {cache: {type: 'filesystem', name: 'client-production-fr', version: '3.10.2-abc'}};
  assert.deepEqual(cacheWithBaseUrl(config, '/fr/'), {cache: {type: 'filesystem', name: 'client-production-fr', version: '3.10.2-abc-base:/fr/', buildDependencies: {}}});
});

test('a build without a persistent cache is left alone', () => {
  assert.equal(cacheWithBaseUrl({}, '/'), undefined);
  assert.equal(cacheWithBaseUrl({cache: true, experiments: {}}, '/'), undefined);
});

test('the remark plugins and the samples they read are build dependencies too', () => {
  const sources = contentSources(path.resolve(__dirname, '../..')).map((file) => path.relative(path.resolve(__dirname, '../..'), file));
  for (const file of ['plugins/remark-code-from-file/index.ts', 'plugins/code-variants/samples.ts', 'plugins/code-variants/typechecked.json', 'examples/tutorial/step-3/index.js', 'examples/tutorial/step-9/store.ts']) {
    assert.ok(sources.includes(file), file);
  }
  assert.ok(!sources.some((file) => file.includes('node_modules') || file.endsWith('.test.ts')));
});
