import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import devServerPlugin, {docsLoaderDependencyFile, docsLoaderDependencyPattern, ignoring} from './index';

const generatedFilesDir = '/site/.docusaurus';
// What Docusaurus's start config ignores (core/lib/webpack/client.js, createStartClientConfig).
const coreIgnored = /node_modules\/(?!@docusaurus)/;

test("the docs plugin's dependency file is ignored, with what Docusaurus already ignores", () => {
  const ignored = ignoring(coreIgnored, docsLoaderDependencyPattern(generatedFilesDir));
  assert.ok(ignored.test(`${generatedFilesDir}/docusaurus-plugin-content-docs/default/${docsLoaderDependencyFile}`));
  assert.ok(ignored.test('/site/node_modules/react/index.js'));
  for (const watched of [
    '/site/node_modules/@docusaurus/theme-classic/lib/index.js',
    '/site/docs/rooms.mdx',
    `${generatedFilesDir}/docusaurus-plugin-content-docs/default/__plugin.json`,
    `${generatedFilesDir}/registry.js`,
    `/other/.docusaurus/docusaurus-plugin-content-docs/default/${docsLoaderDependencyFile}`,
  ]) {
    assert.equal(ignored.test(watched), false, watched);
  }
  assert.throws(() => ignoring(['**/x'], /y/), /dev-server: the dev server's watchOptions\.ignored/);
});

test('the dev server gets it, a build does not', () => {
  const configure = devServerPlugin({generatedFilesDir} as LoadContext).configureWebpack as (config: object, isServer: boolean) => {watchOptions?: {ignored: RegExp; poll?: unknown}};
  const dev = configure({mode: 'development', watchOptions: {ignored: coreIgnored, poll: undefined}}, false);
  assert.ok(dev.watchOptions?.ignored.test(`${generatedFilesDir}/docusaurus-plugin-content-docs/default/${docsLoaderDependencyFile}`));
  assert.ok('poll' in dev.watchOptions!, 'the other watch options are kept');
  assert.deepEqual(configure({mode: 'production'}, false), {});
  assert.deepEqual(configure({mode: 'development'}, true), {});
});

test("guard: the installed docs plugin still writes the dependency file the dev server ignores", () => {
  const source = fs.readFileSync(require.resolve('@docusaurus/plugin-content-docs/lib/index.js'), 'utf8');
  assert.ok(
    source.includes(`path_1.default.join(dataDir, '${docsLoaderDependencyFile}')`),
    `plugins/dev-server: @docusaurus/plugin-content-docs no longer writes ${docsLoaderDependencyFile} in its data folder. ` +
      'Find the file its Markdown rule now depends on (createMdxLoaderDependencyFile), and whether it is still written ' +
      'again on each reload of the site; update docsLoaderDependencyFile, or drop the plugin if that is gone.',
  );
  assert.equal(path.basename(docsLoaderDependencyFile), docsLoaderDependencyFile);
});
