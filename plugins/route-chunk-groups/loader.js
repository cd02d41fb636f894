// @ts-check
// A loader for the browser's copy of the route registry (.docusaurus/registry.js): the modules of one group get one
// webpackChunkName, so webpack puts them in a single chunk. Each registry entry is otherwise a chunk of its own.

/** An entry's dynamic import: its chunk name and module path. */
const entryImport = /import\(\/\* webpackChunkName: "([^"]+)" \*\/ "([^"]+)"\)/g;

/**
 * @param {string} source registry.js
 * @param {Record<string, readonly string[]>} groups chunk name → the module paths that go in it
 * @returns {string}
 */
function withChunkGroups(source, groups) {
  /** @type {Map<string, string>} */
  const groupOf = new Map();
  for (const [name, modules] of Object.entries(groups)) {
    if (!/^[\w-]+$/.test(name)) throw new Error(`route-chunk-groups: "${name}" is not a usable chunk name`);
    for (const modulePath of modules) groupOf.set(modulePath, name);
  }
  return source.replace(entryImport, (match, _chunkName, modulePath) => {
    const group = groupOf.get(modulePath);
    return group ? `import(/* webpackChunkName: "${group}" */ "${modulePath}")` : match;
  });
}

/** @this {{getOptions(): {groups: Record<string, readonly string[]>}}} @param {string} source */
module.exports = function routeChunkGroupsLoader(source) {
  return withChunkGroups(source, this.getOptions().groups);
};
module.exports.withChunkGroups = withChunkGroups;
