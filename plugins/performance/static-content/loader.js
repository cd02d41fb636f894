// @ts-check
const path = require('node:path');
const acorn = require('acorn');

/** @typedef {{siteDir: string, islandModule: string}} Options */

/** The export marking content left whole. */
const wholeContentExport = 'rendersWithMdxContent';

/** The exports the theme reads from a route's content module before rendering it (DocItem, BlogPostPage, TOC). */
const metadataExports = new Set(['frontMatter', 'contentTitle', 'metadata', 'assets', 'toc']);

/**
 * Whether `file` is content whose wrapper keeps its server HTML: a doc, a blog post or a Markdown page, in
 * English or translated (theme/DocItem/Content, theme/BlogPostItem/Content, theme/MDXPage).
 * @param {string} siteDir @param {string} file
 */
function keepsServerHtml(siteDir, file) {
  const [first, second, plugin] = path.relative(siteDir, file).split(path.sep);
  if (first === 'docs' || first === 'versioned_docs' || first === 'blog' || (first === 'src' && second === 'pages')) return true;
  return first === 'i18n' && plugin !== undefined && /^docusaurus-plugin-content-(docs|blog|pages)(-|$)/.test(plugin);
}

/** Imports content may render with and still keep its server HTML: MDX's runtime, and images (SVG as components). */
const staticImport = (/** @type {string} */ request) => request === 'react/jsx-runtime' || request === '@mdx-js/react' || /\.(svg|png|jpe?g|gif|webp|avif)$/i.test(request);

/**
 * Whether compiled content needs its own React components in the browser: it imports components (tabs, a
 * partial...) or renders one of the theme's other than plain elements, code blocks and admonitions (a
 * `<details>`, which opens with React). Such content is rendered whole.
 * @param {acorn.Program} program @param {string} source
 */
function needsReact(program, source) {
  const imports = program.body.filter((node) => node.type === 'ImportDeclaration');
  // `<details>` compiles to `_components.details`; a component MDX takes from the provider (`<Details>`,
  // `<Head>`) to `_missingMdxReference`, its check that the component is there.
  return imports.some((node) => !staticImport(String(node.source.value))) || /\b_components\.details\b|\b_missingMdxReference\(/.test(source);
}

/** @param {acorn.ExportNamedDeclaration} node @returns {string[]} */
function exportedNames(node) {
  if (node.declaration) return node.declaration.type === 'VariableDeclaration' ? node.declaration.declarations.map((d) => (d.id.type === 'Identifier' ? d.id.name : '')) : [];
  return node.specifiers.map((s) => (s.exported.type === 'Identifier' ? s.exported.name : String(s.exported.value)));
}

/** @param {any} node @param {Set<string>} names */
function collectIdentifiers(node, names) {
  if (Array.isArray(node)) for (const child of node) collectIdentifiers(child, names);
  else if (node && typeof node === 'object') {
    if (node.type === 'Identifier') names.add(node.name);
    for (const [key, value] of Object.entries(node)) if (key !== 'type' && value && typeof value === 'object') collectIdentifiers(value, names);
  }
}

/**
 * A content module cut in two: its metadata (what the page's frame renders: title, table of contents, front
 * matter) and, as its default export, an island whose compiled content loads on demand (client/island.tsx).
 * `source` is the MDX compiled to JavaScript by Docusaurus's mdx-loader. Undefined when the content needs its
 * own components in the browser (see needsReact).
 * @param {string} source @param {string} bodyRequest @param {string} islandModule
 */
function contentProxy(source, bodyRequest, islandModule) {
  const program = acorn.parse(source, {ecmaVersion: 'latest', sourceType: 'module'});
  if (needsReact(program, source)) return undefined;
  /** @type {acorn.ExportNamedDeclaration[]} */
  const exported = [];
  for (const node of program.body) {
    if (node.type !== 'ExportNamedDeclaration') continue;
    const names = exportedNames(node);
    if (names.length > 0 && names.every((name) => metadataExports.has(name))) exported.push(node);
  }
  const found = new Set(exported.flatMap(exportedNames));
  const missing = [...metadataExports].filter((name) => name !== 'assets' && !found.has(name));
  if (missing.length > 0) throw new Error(`static-content: the compiled content has no export named ${missing.join(', ')}; has Docusaurus's mdx-loader changed?`);
  // Imports the metadata uses (a toc spreading an imported partial's toc, say).
  const used = new Set();
  collectIdentifiers(exported.filter((node) => node.declaration), used);
  const imports = program.body.filter((node) => node.type === 'ImportDeclaration' && node.specifiers.some((specifier) => used.has(specifier.local.name)));
  const text = (/** @type {any} */ node) => source.slice(node.start, node.end);
  return [
    ...imports.map(text),
    ...exported.map(text),
    `import {createContentIsland} from ${JSON.stringify(islandModule)};`,
    `export default createContentIsland(() => import(${JSON.stringify(bodyRequest)}));`,
    '',
  ].join('\n');
}

/**
 * Runs on the browser's route content modules (requests the route table makes, marked with `?static-content`).
 * Docs, blog posts (whole or truncated in a blog list) and Markdown pages become a metadata module with an island
 * (see contentProxy); content with components of its own stays whole, marked as needing the MDX components,
 * which load apart.
 * @this {{getOptions(): Options, resourcePath: string, resourceQuery: string}}
 * @param {string} source
 */
module.exports = function staticContentLoader(source) {
  const {siteDir, islandModule} = this.getOptions();
  // A blog list's post is its text up to the truncation marker: its body is requested the same way.
  const truncated = new URLSearchParams(this.resourceQuery.slice(1)).has('truncated');
  const bodyRequest = truncated ? `${this.resourcePath}?truncated=true` : this.resourcePath;
  const proxy = keepsServerHtml(siteDir, this.resourcePath) ? contentProxy(source, bodyRequest, islandModule) : undefined;
  if (proxy !== undefined) return proxy;
  // Marked for the route to load the MDX components before rendering it (see loadRouteIslands). Importing them
  // here would copy them into each of a blog list's posts: they are too small for a chunk of their own.
  return `${source}\nexport const ${wholeContentExport} = true;\n`;
};

module.exports.contentProxy = contentProxy;
module.exports.keepsServerHtml = keepsServerHtml;
module.exports.wholeContentExport = wholeContentExport;
