import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {rspack} from '@rspack/core';
import type {LoadContext} from '@docusaurus/types';
import siteConfig from '../../docusaurus.config';
import sampleFileDependenciesPlugin, {sampleDependenciesRule} from './dependencies';

const siteDir = path.resolve(__dirname, '../..');
const {sampleFiles} = require('./loader.js') as {sampleFiles: (markdown: string) => string[]};

test('the samples a page shows are read from its fences, each once, without the region', () => {
  const page = [
    '```js title="server.js" file=examples/rooms/server.js#channels',
    '```',
    '- In a list:',
    '  ```js file=examples/rooms/server.js#user-room',
    '  ```',
    '> ~~~html file=examples/chat/index.html',
    '> ~~~',
    'A paragraph naming file=examples/not-a-block.js is not a code block.',
  ].join('\n');
  assert.deepEqual(sampleFiles(page), ['examples/rooms/server.js', 'examples/chat/index.html']);
});

/** Compiles `markdown` as a page of the site with Rspack, the site's rule in front, and returns the files it depends on. */
async function pageDependencies(markdown: string): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-dependencies-'));
  const page = path.join(dir, 'page.md');
  fs.writeFileSync(page, markdown);
  const compiler = rspack({
    mode: 'development',
    context: dir,
    entry: page,
    output: {path: path.join(dir, 'out')},
    // The Markdown is kept as text: what is tested is the rule the site puts before Docusaurus's mdx-loader.
    module: {rules: [sampleDependenciesRule(siteDir), {test: /\.md$/, type: 'asset/source'}]},
  });
  try {
    const stats = await new Promise<NonNullable<Parameters<Parameters<typeof compiler.run>[0]>[1]>>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    assert.equal(stats.hasErrors(), false, stats.toString({all: false, errors: true}));
    return [...stats.compilation.fileDependencies];
  } finally {
    await new Promise((resolve) => compiler.close(resolve));
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

test("a page's sample file is a dependency of its module in the bundler's graph", async () => {
  const sample = path.join(siteDir, 'examples/rooms/server.js');
  const dependencies = await pageDependencies('# Rooms\n\n```js title="server.js" file=examples/rooms/server.js#channels\n```\n');
  assert.ok(dependencies.includes(sample), `examples/rooms/server.js is not among the page's dependencies: ${dependencies.join(', ')}`);
});

test("the site's config has the plugin, which adds the rule to every Markdown module", () => {
  const plugins = (siteConfig.plugins ?? []).map((plugin) => (Array.isArray(plugin) ? plugin[0] : plugin));
  assert.ok(plugins.includes(sampleFileDependenciesPlugin), 'docusaurus.config.ts no longer has sampleFileDependenciesPlugin: an edited sample would not rebuild its pages');
  const configure = sampleFileDependenciesPlugin({siteDir} as LoadContext).configureWebpack as () => {module: {rules: ReturnType<typeof sampleDependenciesRule>[]}};
  const [rule] = configure().module.rules;
  assert.equal(rule?.enforce, 'pre');
  for (const file of ['docs/rooms.mdx', 'i18n/pt-br/docusaurus-plugin-content-blog/x.md', 'src/pages/how-to/use-with-jwt.md']) {
    assert.ok(rule!.test(path.join(siteDir, file)), file);
  }
  assert.equal(rule!.test(path.join(siteDir, 'src/pages/index.tsx')), false);
});
