import assert from 'node:assert/strict';
import {test} from 'node:test';
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import type {LoadContext} from '@docusaurus/types';
import {withRouteChunkGroups} from '../route-chunk-groups';
import {registryModules, withModuleOrigins} from './manifestOrigins';
import {entryScript, ssrTemplate, startAfterFirstPaint} from './ssrTemplate';
import routeChunkScriptsPlugin from './index';

const registry = `export default {
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "757a3205": [() => import(/* webpackChunkName: "757a3205" */ "@site/i18n/pt-br/docusaurus-plugin-content-docs/current/rooms.md"), "@site/i18n/pt-br/docusaurus-plugin-content-docs/current/rooms.md", require.resolveWeak("@site/i18n/pt-br/docusaurus-plugin-content-docs/current/rooms.md")],
  "00aa1a9b": [() => import(/* webpackChunkName: "00aa1a9b" */ "@site/blog/post.md?truncated=true"), "@site/blog/post.md?truncated=true", require.resolveWeak("@site/blog/post.md?truncated=true")],
};`;

test('the route modules of the generated registry are read with their chunk names', () => {
  assert.deepEqual(
    [...registryModules(registry)],
    [
      ['@theme/DocItem', '17896441'],
      ['@site/i18n/pt-br/docusaurus-plugin-content-docs/current/rooms.md', '757a3205'],
      ['@site/blog/post.md?truncated=true', '00aa1a9b'],
    ],
  );
});

test('a module route-chunk-groups puts in a group is read with the chunk name of its group', () => {
  const modules = registryModules(withRouteChunkGroups(registry, {}));
  assert.equal(modules.get('@theme/DocItem'), 'docs-page');
  assert.equal(modules.get('@site/i18n/pt-br/docusaurus-plugin-content-docs/current/rooms.md'), '757a3205');
});

test('each route module gets the origin of its chunk; chunks and entries keep theirs', () => {
  const manifest = {entrypoints: ['main'], origins: {main: ['runtime~main', 'main'], '17896441': ['1345', '17896441']}, assets: {}};
  const result = withModuleOrigins(manifest, registryModules(registry));
  assert.deepEqual(result.origins['@theme/DocItem'], ['1345', '17896441']);
  assert.deepEqual(result.origins['17896441'], ['1345', '17896441']);
  assert.deepEqual(result.origins.main, ['runtime~main', 'main']);
  // A module whose chunk is not in the manifest gets no origin rather than a wrong one.
  assert.equal(result.origins['@site/blog/post.md?truncated=true'], undefined);
});

test('the template, compiled as Docusaurus compiles it, names the route chunks and the entry without fetching them, and starts them after the content', async () => {
  const render = await compileSSGTemplate(ssrTemplate);
  const html = render({
    htmlAttributes: 'lang="pt-BR"',
    bodyAttributes: '',
    metaAttributes: ['<title>Salas</title>'],
    headTags: '',
    preBodyTags: '',
    postBodyTags: '',
    stylesheets: ['assets/css/styles.css'],
    scripts: ['assets/js/runtime~main.1.js', 'assets/js/main.2.js', 'assets/js/1345.3.js', 'assets/js/757a3205.4.js'],
    baseUrl: '/pt-br/',
    appHtml: '<main>Salas</main>',
    noIndex: false,
    version: '3.10.2',
  }) as string;
  const named = [...html.matchAll(/<link rel="x-startup" href="([^"]+)" data-startup="(chunk|entry)" \/>/g)].map(([, href, kind]) => `${kind} ${href}`);
  assert.deepEqual(named, [
    'chunk /pt-br/assets/js/1345.3.js',
    'chunk /pt-br/assets/js/757a3205.4.js',
    'entry /pt-br/assets/js/runtime~main.1.js',
    'entry /pt-br/assets/js/main.2.js',
  ]);
  // No script of the bundle is in the HTML, nor preloaded: the one script after the content fetches and starts them
  // once it is painted (a preload finishing before the paint counts in Lighthouse's LCP).
  assert.doesNotMatch(html, /<script src=/);
  assert.doesNotMatch(html, /rel="(?:preload|modulepreload|prefetch)"/);
  const body = html.slice(html.indexOf('<body'));
  assert.ok(body.indexOf('<main>Salas</main>') < body.indexOf(`<script>${startAfterFirstPaint}</script>`));
  assert.doesNotThrow(() => new Function(startAfterFirstPaint));
  assert.match(html, /<link rel="stylesheet" href="\/pt-br\/assets\/css\/styles.css" \/>/);
});

test('only the entry files count as entry scripts', () => {
  assert.ok(entryScript.test('assets/js/main.0a6fe24a.js'));
  assert.ok(entryScript.test('assets/js/runtime~main.276001d7.js'));
  assert.ok(!entryScript.test('assets/js/main-page.1.js'));
  assert.ok(!entryScript.test('assets/js/17896441.1.js'));
});

test("the browser build of production gets the manifest's origins; the dev server, which renders no HTML, does not", () => {
  const plugin = routeChunkScriptsPlugin({generatedFilesDir: '/site/.docusaurus'} as LoadContext);
  const configure = plugin.configureWebpack as unknown as (config: object, isServer: boolean) => {plugins?: unknown[]};
  assert.equal(configure({mode: 'production'}, false).plugins?.length, 1);
  assert.deepEqual(configure({mode: 'production'}, true), {});
  assert.deepEqual(configure({mode: 'development'}, false), {});
});
