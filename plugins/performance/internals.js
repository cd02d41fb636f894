// @ts-check
// The private shapes of Docusaurus that the speed tricks rely on: generated files they rewrite, output of the
// bundler they read, versions they were checked on. Docusaurus keeps its plugin and theme APIs stable across
// minor releases; none of what is here carries that promise. Each trick reads these shapes through this module
// and fails the build, naming itself, when a shape is no longer there; internals.test.ts says which to re-read
// when the installed Docusaurus is not the one they were verified on.

/**
 * The Docusaurus releases every guard below was verified on: the site's own, and those the upgrade rehearsal
 * (`npm run check:docusaurus -- <version>`) passed with.
 */
const verifiedDocusaurusVersions = ['3.9.2', '3.10.2'];

/**
 * The private shapes, by trick: what each patches or reads. internals.test.ts prints this list when the installed
 * Docusaurus is none of {@link verifiedDocusaurusVersions}.
 * @type {Record<string, string>}
 */
const guards = {
  'lean-route-registry': '.docusaurus/registry.js entries (registryEntries below): drops their module path in the browser',
  'route-chunk-groups': '.docusaurus/registry.js entries: renames their webpackChunkName; routesChunkNames.json `items` of list pages',
  'route-chunk-scripts': '.docusaurus/registry.js entries; react-loadable-ssr-addon client manifest `origins`; the ssrTemplate',
  'idle-prefetch': "core's client `./docusaurus` module (replaced); registry loaders compiled as `n.e(\"<id>\")` (client/chunkIds.ts throws, naming it, on a loader written another way); `__webpack_require__.u/.O.j`; ChunkAssetPlugin",
  'chunk-filenames': 'output.chunkFilename `[id].js`, renamed after the build; `__webpack_require__.u/.e` wrapped by client/chunkNames.ts (checked in the built runtime after each build, runtimeShape.ts)',
  'lean-version-props': "the docs plugin's version props (`<generated>/docusaurus-plugin-content-docs/<id>/p/*.json`, found in registry.js): version.docs with descriptions, version.docsSidebars",
  'static-content': "mdx-loader's compiled exports; `@docusaurus/ComponentCreator` (through lazy-route-components); theme-classic's DocItem/Content, BlogPostItem/Content, MDXPage, MDXContent (shadowed by its theme, reached as `@theme-init`)",
  'lazy-route-components': '`@docusaurus/ComponentCreator` (replaced)',
  'precomputed-intl': "theme-common's date, plural and shallow-memo hooks (replaced)",
  'tslib-import-default': "tslib, as required by @docusaurus/utils-common (replaced)",
  'head-manager': 'react-helmet-async in the browser (replaced)',
  'code-translation-groups': '.docusaurus/codeTranslations.json',
  'yielding-startup': "core's client entry (`clientEntry`, `preload`), imported step by step",
  'phone-hidden-parts': "nothing private: theme-classic's DocSidebar/Desktop, DocItem/TOC/Desktop, BlogSidebar/Desktop and NavbarItem (wrapped, reached as `@theme-init`), their outer elements, useWindowSize's 996 px and Infima's hidden `.navbar__item` (its index.test.ts reads each)",
  'static-parts': "nothing private: theme-classic's Footer and BlogPostItem (wrapped, reached as `@theme-init`) and their outer elements (its index.test.ts reads each); static-content's client (links, code buttons, content islands)",
};

/** A string literal's inside, escapes kept. */
const literal = '((?:[^"\\\\]|\\\\.)*)';

/**
 * One entry of `.docusaurus/registry.js` as Docusaurus 3.10 writes it (core's codegenRoutes.js), and as the loaders
 * leave it (a module path emptied, a chunk name changed):
 * `  "<key>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<request>"), "<module path>", require.resolveWeak("<request>")]`
 */
const registryEntry = new RegExp(
  `^ {2}"${literal}": \\[\\(\\) => import\\(/\\* webpackChunkName: "${literal}" \\*/ "${literal}"\\), "${literal}", require\\.resolveWeak\\("${literal}"\\)\\]`,
  'gm',
);
/** The start of any entry, however written: what the entries found are counted against. */
const registryEntryStart = /^ {2}"[^"]+": \[/gm;

/**
 * @typedef {{key: string, chunkName: string, request: string, modulePath: string, weakRequest: string}} RegistryEntry
 * Each field as written in the file: string literals' insides, escapes kept.
 */

/**
 * The entries of registry.js, or an error naming `trick` when one of them is written another way (or none is found
 * in a non-empty registry).
 * @param {string} source
 * @param {string} trick
 * @returns {{entry: RegistryEntry, index: number, length: number}[]}
 */
function registryEntries(source, trick) {
  const found = Array.from(source.matchAll(registryEntry), (match) => ({
    entry: {key: match[1] ?? '', chunkName: match[2] ?? '', request: match[3] ?? '', modulePath: match[4] ?? '', weakRequest: match[5] ?? ''},
    index: match.index ?? 0,
    length: match[0].length,
  }));
  const starts = (source.match(registryEntryStart) ?? []).length;
  if (found.length !== starts || (found.length === 0 && source.includes('import('))) {
    throw new Error(
      `${trick}: ${starts - found.length} of the ${starts} entries of the route registry are not written the way it expects ` +
        `(has Docusaurus changed its registry.js? see plugins/performance/internals.js)`,
    );
  }
  return found;
}

/** @param {RegistryEntry} entry @returns {string} */
function formatRegistryEntry({key, chunkName, request, modulePath, weakRequest}) {
  return `  "${key}": [() => import(/* webpackChunkName: "${chunkName}" */ "${request}"), "${modulePath}", require.resolveWeak("${weakRequest}")]`;
}

/**
 * registry.js with each entry replaced by `rewrite(entry)`.
 * @param {string} source
 * @param {string} trick
 * @param {(entry: RegistryEntry) => RegistryEntry} rewrite
 * @returns {string}
 */
function rewriteRegistry(source, trick, rewrite) {
  let result = '';
  let last = 0;
  for (const {entry, index, length} of registryEntries(source, trick)) {
    result += source.slice(last, index) + formatRegistryEntry(rewrite(entry));
    last = index + length;
  }
  return result + source.slice(last);
}

/** A string literal's inside, as the value it spells. @param {string} inside @returns {string} */
const unescape = (inside) => /** @type {string} */ (JSON.parse(`"${inside}"`));

module.exports = {verifiedDocusaurusVersions, guards, registryEntries, rewriteRegistry, formatRegistryEntry, unescape};
