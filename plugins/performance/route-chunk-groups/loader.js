// @ts-check
// A loader for the browser's copy of the route registry (.docusaurus/registry.js): the modules of one group get one
// webpackChunkName, so webpack puts them in a single chunk. Each registry entry is otherwise a chunk of its own.
const fs = require('node:fs');
const path = require('node:path');

const {rewriteRegistry, unescape} = require('../internals');

/**
 * The chunk names of the posts of each list page (a blog list page and its `items`), mapped to a group named after
 * the page: a blog list page requested one chunk per post, ten of 0.5 KB each.
 * @param {Record<string, unknown>} routesChunkNames .docusaurus/routesChunkNames.json: route key → its chunk names
 * @returns {Map<string, string>}
 */
function listPageGroups(routesChunkNames) {
  /** @type {Map<string, string>} */
  const groups = new Map();
  for (const [routeKey, chunkNames] of Object.entries(routesChunkNames)) {
    const items = /** @type {{items?: unknown}} */ (chunkNames).items;
    if (!Array.isArray(items) || items.length < 2) continue;
    const group = `list${routeKey.replace(/\W+/g, '-').replace(/-$/, '')}`;
    for (const item of items) {
      const content = /** @type {{content?: unknown}} */ (item).content;
      if (typeof content === 'string') groups.set(content, group);
    }
  }
  return groups;
}

/**
 * @param {string} source registry.js
 * @param {Record<string, readonly string[]>} groups chunk name → the module paths that go in it
 * @param {Map<string, string>} [byChunkName] registry chunk name → the group it goes in
 * @returns {string}
 */
function withChunkGroups(source, groups, byChunkName = new Map()) {
  /** @type {Map<string, string>} */
  const groupOf = new Map();
  for (const [name, modules] of Object.entries(groups)) {
    if (!/^[\w-]+$/.test(name)) throw new Error(`route-chunk-groups: "${name}" is not a usable chunk name`);
    for (const modulePath of modules) groupOf.set(modulePath, name);
  }
  let grouped = 0;
  const rewritten = rewriteRegistry(source, 'route-chunk-groups', (entry) => {
    const group = groupOf.get(unescape(entry.request)) ?? byChunkName.get(entry.chunkName);
    if (group) grouped++;
    return group ? {...entry, chunkName: group} : entry;
  });
  // Modules named by a group and found nowhere: the theme's module paths, or the registry's, are not what they were.
  if (groupOf.size > 0 && grouped === 0 && source.includes('import(')) {
    throw new Error(`route-chunk-groups: no entry of the route registry is a module of a group (${[...groupOf.keys()].slice(0, 3).join(', ')}, …); have the theme's module paths changed?`);
  }
  return rewritten;
}

/**
 * @this {{getOptions(): {groups: Record<string, readonly string[]>}, resourcePath: string, addDependency(file: string): void}}
 * @param {string} source
 */
module.exports = function routeChunkGroupsLoader(source) {
  // Which posts a list page shows is in the route table's chunk names, generated next to the registry. As a
  // dependency, a change to it rebuilds the registry in the persistent cache.
  const routesChunkNamesPath = path.join(path.dirname(this.resourcePath), 'routesChunkNames.json');
  this.addDependency(routesChunkNamesPath);
  const routesChunkNames = JSON.parse(fs.readFileSync(routesChunkNamesPath, 'utf8'));
  return withChunkGroups(source, this.getOptions().groups, listPageGroups(routesChunkNames));
};
module.exports.withChunkGroups = withChunkGroups;
module.exports.listPageGroups = listPageGroups;
