import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {formatRegistryEntry, guards, registryEntries, rewriteRegistry, verifiedDocusaurusVersions} from './internals';
import {trickNames} from './index';

// Read from node_modules: some packages do not export their package.json.
const installedVersion = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join(__dirname, '../../node_modules', name, 'package.json'), 'utf8')) as {version: string}).version;

test('the installed Docusaurus is a release the speed tricks were verified on (else: which guards to read)', () => {
  const installed = ['@docusaurus/core', '@docusaurus/theme-common', '@docusaurus/theme-classic', '@docusaurus/plugin-content-docs', '@docusaurus/bundler'].map(
    (name) => `${name}@${installedVersion(name)}`,
  );
  const differing = installed.filter((nameAtVersion) => !verifiedDocusaurusVersions.some((version) => nameAtVersion.endsWith(`@${version}`)));
  assert.deepEqual(
    differing,
    [],
    `The speed tricks were verified on Docusaurus ${verifiedDocusaurusVersions.join(' and ')}; the internals they patch carry no stability promise across releases. ` +
      `Installed: ${differing.join(', ')}. Read each guard of plugins/performance/internals.js, build, run the site and browser tests, ` +
      `then add the version to verifiedDocusaurusVersions:\n` +
      Object.entries(guards)
        .map(([trick, shape]) => `  ${trick}: ${shape}`)
        .join('\n'),
  );
});

test('every guarded trick is a plugin of this package, and every trick of the list has its guard', () => {
  const missing = Object.keys(guards).filter((trick) => !fs.existsSync(path.join(__dirname, trick, 'index.ts')));
  assert.deepEqual(missing, []);
  assert.deepEqual([...trickNames].sort(), Object.keys(guards).sort());
});

/** The line Docusaurus writes for each entry of registry.js, read from its code generator. */
const codegen = fs.readFileSync(require.resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js'), 'utf8');
const template = '`  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`';
const line = (chunkName: string, modulePath: string) => template.slice(1, -1).replaceAll('${chunkName}', chunkName).replaceAll('${modulePath}', modulePath);

test("Docusaurus's code generator still writes registry.js entries the way the one parser reads them", () => {
  assert.ok(codegen.includes(template), 'codegenRoutes.js no longer has the registry line lean-route-registry, route-chunk-groups and route-chunk-scripts read');
  const source = ['export default {', line('0087dfd9', '@site/docs/changelog/4.5.2.md'), line('a1c0', '@site/blog/post.md?truncated=true')].join('\n') + '};';
  const entries = registryEntries(source, 'a-trick').map(({entry}) => entry);
  assert.deepEqual(entries[1], {
    key: 'a1c0',
    chunkName: 'a1c0',
    request: '@site/blog/post.md?truncated=true',
    modulePath: '@site/blog/post.md?truncated=true',
    weakRequest: '@site/blog/post.md?truncated=true',
  });
  assert.equal(rewriteRegistry(source, 'a-trick', (entry) => entry), source);
  assert.equal(formatRegistryEntry(entries[0]!), line('0087dfd9', '@site/docs/changelog/4.5.2.md').slice(0, -1));
});

test('entries the tricks have already rewritten (an empty module path, a group chunk name) still parse', () => {
  const source = '  "k": [() => import(/* webpackChunkName: "docs-page" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],';
  assert.deepEqual(registryEntries(source, 'a-trick').map(({entry}) => [entry.chunkName, entry.modulePath]), [['docs-page', '']]);
});

test('a registry written another way fails, naming the trick that read it', () => {
  const oneOfTwo = ['export default {', line('a', '@site/a.md'), '  "b": [() => import("@site/b.md"), "@site/b.md", 12],', '};'].join('\n');
  assert.throws(() => registryEntries(oneOfTwo, 'route-chunk-scripts'), /^Error: route-chunk-scripts: 1 of the 2 entries of the route registry/);
  const reindented = ['export default {', line('a', '@site/a.md').trimStart(), '};'].join('\n');
  assert.throws(() => registryEntries(reindented, 'lean-route-registry'), /^Error: lean-route-registry: /);
  assert.deepEqual(registryEntries('export default {};', 'lean-route-registry'), []);
});
