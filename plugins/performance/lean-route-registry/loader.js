// @ts-check
// A loader for the browser's copy of the route registry Docusaurus generates (.docusaurus/registry.js): each
// entry, `[load, modulePath, moduleId]`, keeps its module path only as an empty string. The path is what
// react-loadable reports to the server renderer to find a page's chunks; in the browser nothing reads it, and
// the paths of every page of a locale were 2 KB (gzip) of main.js, on every page.

const {rewriteRegistry} = require('../internals');

/**
 * @param {string} source
 * @returns {string}
 */
function withoutModulePaths(source) {
  return rewriteRegistry(source, 'lean-route-registry', (entry) => ({...entry, modulePath: ''}));
}

/** @this {unknown} @param {string} source */
module.exports = function leanRouteRegistryLoader(source) {
  return withoutModulePaths(source);
};
module.exports.withoutModulePaths = withoutModulePaths;
