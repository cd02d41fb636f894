// @ts-check
// A loader for the browser's copy of the route registry Docusaurus generates (.docusaurus/registry.js): each
// entry, `[load, modulePath, moduleId]`, keeps its module path only as an empty string. The path is what
// react-loadable reports to the server renderer to find a page's chunks; in the browser nothing reads it, and
// the paths of every page of a locale were 2 KB (gzip) of main.js, on every page.

/** An entry as Docusaurus writes it: the same module path three times. */
const entry = /(\[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\)), "\2", (require\.resolveWeak\("\2"\)\])/g;
const entryStart = /^ {2}"[^"]+": \[/gm;

/**
 * @param {string} source
 * @returns {string}
 */
function withoutModulePaths(source) {
  let replaced = 0;
  const lean = source.replace(entry, (_match, load, _modulePath, moduleId) => {
    replaced++;
    return `${load}, "", ${moduleId}`;
  });
  const entries = (source.match(entryStart) ?? []).length;
  if (replaced !== entries) {
    throw new Error(`lean-route-registry: ${entries - replaced} of the ${entries} entries of the route registry are not written the way this loader expects (has Docusaurus changed its registry.js?)`);
  }
  return lean;
}

/** @this {unknown} @param {string} source */
module.exports = function leanRouteRegistryLoader(source) {
  return withoutModulePaths(source);
};
module.exports.withoutModulePaths = withoutModulePaths;
